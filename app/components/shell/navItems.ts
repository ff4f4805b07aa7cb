/** R-HOME-SECTIONS, R-ENTITIES Nav item: the home page's four anchored sections, in menu order. */
export const SECTIONS = [
  { title: "Software", anchor: "find-your-software" },
  { title: "Options", anchor: "module-options" },
  { title: "How We Help", anchor: "how-we-help" },
  { title: "About Us", anchor: "about" },
] as const;

export type SectionAnchor = (typeof SECTIONS)[number]["anchor"];

export const sectionHref = (anchor: string) => `/#${anchor}`;

/**
 * The site's pages beyond the catalogue and the home page's sections, as the footer and the
 * sitemap's "More from us" name them (each list picks its own order; the footer opens Contact Us
 * and the Privacy Policy over the page).
 */
export const SITE_PAGES = {
  news: { path: "/news", name: "News" },
  customers: { path: "/customers", name: "Customer stories" },
  contact: { path: "/contact", name: "Contact Us" },
  company: { path: "/company", name: "About the Company" },
  trustCentre: { path: "/trust-centre", name: "Trust Centre" },
  privacy: { path: "/privacy", name: "Privacy Policy" },
} as const;
