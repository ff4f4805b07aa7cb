/** R-HOME-SECTIONS, R-ENTITIES Nav item: the home page's four anchored sections, in menu order. */
export const SECTIONS = [
  { title: "Software", anchor: "find-your-software" },
  { title: "Options", anchor: "module-options" },
  { title: "How We Help", anchor: "how-we-help" },
  { title: "About Us", anchor: "about" },
] as const;

export type SectionAnchor = (typeof SECTIONS)[number]["anchor"];

export const sectionHref = (anchor: string) => `/#${anchor}`;
