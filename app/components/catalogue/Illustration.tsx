import type { Illustration as Art } from "~/catalogue/illustrations";

/**
 * A drawing of the software in a <figure> with its caption. Width and height reserve its box
 * (no layout shift); below the fold it loads lazily, above it eagerly (it may be the LCP).
 */
export function Illustration({ art, lazy = false, className }: { art: Art; lazy?: boolean; className?: string }) {
  return (
    <figure className={className ? `illustration ${className}` : "illustration"}>
      <img src={art.src} width={art.width} height={art.height} alt={art.alt} loading={lazy ? "lazy" : "eager"} decoding="async" />
      <figcaption>{art.caption}</figcaption>
    </figure>
  );
}
