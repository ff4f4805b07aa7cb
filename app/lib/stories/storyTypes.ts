/**
 * A customer story as the server reads it and the screens show it (decision record 0022); a type
 * the routes, components and server share, so it lives below them all.
 */
export interface StoryResult {
  value: string;
  label: string;
}

export interface CustomerStory {
  id: string;
  slug: string;
  headline: string;
  customerName: string;
  /** A catalogue industry key (segmentLabel gives its name). */
  segment: string;
  region: string;
  logo: { id: string; url: string; alt: string } | null;
  challenge: string;
  solution: string;
  results: StoryResult[];
  /** Catalogue product ids, in the editor's order. */
  productIds: string[];
  quote: { text: string; name: string; title: string } | null;
  /** May be published: the customer approved it, and it is public. */
  published: boolean;
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What the story editor's fields hold (the form's text; results and products as lists). */
export interface StoryFormValues {
  headline: string;
  slug: string;
  customerName: string;
  segment: string;
  region: string;
  logoUploadId: string;
  logoAlt: string;
  challenge: string;
  solution: string;
  results: StoryResult[];
  productIds: string[];
  quoteText: string;
  quoteName: string;
  quoteTitle: string;
  published: boolean;
  sample: boolean;
}

/** The story editor's choices, resolved on the server (the catalogue stays out of the screen's script). */
export interface StoryFormOptions {
  segments: { value: string; label: string }[];
  productGroups: { name: string; products: { id: string; name: string }[] }[];
  images: { id: string; filename: string; url: string }[];
}

/** A story as a card links it: on /customers, the home page and a product's "Used by". */
export interface StoryTeaser {
  slug: string;
  customerName: string;
  segment: string;
  region: string;
  headline: string;
  /** The first result: the card's one figure. */
  figure: StoryResult | null;
  sample: boolean;
  logo: { url: string; alt: string } | null;
}
