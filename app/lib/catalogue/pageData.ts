import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { Crumb } from "../../catalogue/breadcrumbs";
import type { GroupPageWords, SitemapWords } from "../i18n/pageWords";
import type { GroupPage, groupSections } from "../../catalogue/groups";

/**
 * What the group pages' and the sitemap's loaders send (routeModules/*Loader.server.ts) and their
 * components render: a small module both import, so the components never reach into a .server
 * module for a type (decision record 0020).
 */
type Category = ReturnType<typeof groupSections>[number]["category"];

export interface ProductLink {
  id: string;
  name: string;
  path: string;
}

/** A product's or group's picture, drawn on the server (routeModules/screenPicture.server.ts). */
export interface ScreenPicture {
  /** Inline SVG markup, labelled for people who cannot see it. */
  svg: string;
  caption: string;
}

/**
 * A screenshot staff attached to a product (decision record 0040), in place of the drawing: the
 * original image from the uploads library with its own width and height, so the box is reserved.
 */
export interface ScreenshotImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export interface GroupPageData {
  /** `group`: its name, `title` and `intro` its heading and opening line, in the page's language. */
  page: { group: string; path: GroupPage["path"]; intro: string; title: string };
  sections: { category: Category; name: string; products: (ProductLink & { summary: string; children: (ProductLink & { summary: string })[] })[] }[];
  crumbs: Crumb[];
  structuredData: string;
  picture: ScreenPicture;
  /** "Used by …": the public customer stories, as HTML made on the server (blank: none). */
  usedBy: string;
  /** The link-preview tags (og:image, twitter:card), built by the loader: lib/ogImages.ts. */
  preview: MetaDescriptor[];
  words: GroupPageWords;
}

export interface SitemapData {
  structuredData: string;
  groups: {
    slug: string;
    /** In the page's language: the group's name, its page's path. */
    name: string;
    path: string;
    sections: { category: Category; name: string; links: (ProductLink & { children: ProductLink[] })[] }[];
  }[];
  words: SitemapWords;
}
