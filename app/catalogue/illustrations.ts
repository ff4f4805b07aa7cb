/**
 * The home page's drawing of the software at work (public/illustrations/hero.svg, drawn for this
 * site: no stock, no client names), 640 × 400, so an <img> with these dimensions reserves its
 * space before it loads. Products and groups draw their own screens (screens.ts).
 */
export interface Illustration {
  src: `/illustrations/${string}.svg`;
  width: 640;
  height: 400;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** What the picture is, under it. */
  caption: string;
}

// Marked pure: the home loader reads it, and the page's bundle keeps none of its words.
const art = (name: string, alt: string, caption: string): Illustration => ({ src: `/illustrations/${name}.svg`, width: 640, height: 400, alt, caption });

export const HERO_ILLUSTRATION = /* @__PURE__ */ art(
  "hero",
  "Illustrated operations overview: today's deposits, loans booked, trades settled and exceptions, a trend chart, an asset mix and the work queue.",
  "The morning overview, across banking, investment, trust and accounting (illustration).",
);
