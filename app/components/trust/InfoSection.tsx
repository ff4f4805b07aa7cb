import type { ReactNode } from "react";

/**
 * One section of an information page (/company, /trust-centre): the anchor the page's links and
 * table of contents point at (`id`), named by its own heading, which assistive technology reads as
 * the region's name.
 */
export function InfoSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="info-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A card of such a section, named by its heading; `tag` follows the heading's words (Sample, To be confirmed). */
export function InfoCard({ id, title, tag, lang, children }: { id: string; title: ReactNode; tag?: ReactNode; lang?: string; children: ReactNode }) {
  return (
    <article className="info-card" aria-labelledby={id} lang={lang}>
      <h3 id={id}>
        {title}
        {tag}
      </h3>
      {children}
    </article>
  );
}
