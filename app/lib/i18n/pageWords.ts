import { PAGER_ENGLISH } from "./pagerWords";

/**
 * The words of the site's other public pages (news, customer stories...) in English, by key
 * (decision record 0056): a page's loader sends the keys it shows, a language's from
 * `/i18n/<code>/pages.json` (English where it has none). `{name}` values are filled in by `fillWords`.
 */
export const PAGE_ENGLISH = {
  "news.title": "News",
  "news.titleIn": "News: {category}",
  "news.rss": "Subscribe to the RSS feed",
  "news.categories": "News categories",
  "news.all": "All",
  "news.none": "No news yet. Please check back soon.",
  "news.pages": "News pages",
  "customers.eyebrow": "Customers",
  "customers.title": "Customer stories",
  "customers.titleFor": "Customer stories: {filter}",
  "customers.lead": "What institutions needed, what they run of ours, and what changed, in their own figures.",
  "customers.filter": "Filter the stories",
  "customers.segment": "Segment",
  "customers.allSegments": "All segments",
  "customers.product": "Product",
  "customers.allProducts": "All products",
  "customers.show": "Show stories",
  "customers.clear": "Clear filters",
  "customers.none": "No customer stories are published yet.",
  "customers.one": "1 story",
  "customers.many": "{count} stories",
  "customers.oneFor": "1 story for {filter}",
  "customers.manyFor": "{count} stories for {filter}",
  "customers.noMatch": "No story matches these filters yet.",
  "customers.showAll": "Show every story",
  "customers.ctaTitle": "See it on your own scenarios",
  "customers.ctaText": "Our consultants walk you through the software with your products, accounts and reports.",
  "customers.requestDemo": "Request a Demo",
  "customers.sample": "Sample story",
  "customers.sampleLead": "Sample content.",
  "customers.sampleBody":
    "Stories marked “Sample story” show the format with fictional institutions and illustrative figures; they are not claims about real customers.",
  // The company page, the trust centre and the post and story pages' own words (one block, to merge easily). The
  // accessibility statement's lines are lib/trust/accessibilityStatement.ts's, written out so the statement's
  // module stays out of every page's script (a unit test holds them equal).
  "company.title": "Company",
  "company.description": "Our offices, leadership, and how to reach sales and client support.",
  "company.heading": "About {brand}",
  "company.lead": "Who we are, where to find us, and how to reach the people who sell and support our software.",
  "company.sample": "Sample",
  "company.sampleNotice":
    "Entries tagged {sample} are sample data for this demonstration site: the names, addresses and telephone numbers are placeholders, not real people or offices.",
  "company.channels": "Reach sales and support",
  "company.email": "E-mail",
  "company.telephone": "Telephone",
  "company.hours": "Hours",
  "company.requestDemo": "Request a Demo",
  "company.office": "Office",
  "company.offices": "Offices",
  "company.leadership": "Leadership",
  "company.more": "Security, privacy, hosting and how to report a vulnerability: {link}.",
  "company.moreLink": "Trust centre",
  "trust.title": "Trust Centre",
  "trust.description":
    "Security, privacy and compliance, hosting and data residency, availability, responsible disclosure and accessibility, each with its last review date.",
  "trust.eyebrow": "Trust centre",
  "trust.heading": "Security, privacy and compliance",
  "trust.lead":
    "How we protect this site and our clients' data, where it runs, and how to report a problem. Each confirmed statement shows when it was last reviewed.",
  "trust.sections": "Trust centre sections",
  "trust.section.security": "Security",
  "trust.section.privacy": "Privacy",
  "trust.section.compliance": "Compliance",
  "trust.section.hosting": "Hosting and data residency",
  "trust.section.availability": "Availability",
  "trust.section.disclosure": "Responsible disclosure",
  "trust.accessibility": "Accessibility",
  "trust.empty": "Nothing is stated here yet.",
  "trust.toBeConfirmed": "To be confirmed",
  "trust.reviewed": "Last reviewed {date}",
  "trust.securityTxt": "Our security contact, in the standard format: {link}.",
  "trust.a11yTitle": "Accessibility of this site",
  "trust.a11yTarget": "WCAG 2.1 level AA",
  "trust.a11yIntro":
    "We aim for {target}. Every change to this site is tested in a real browser, on a phone-sized and a desktop screen, before it is released, and a change that fails any of these checks is not released:",
  "trust.a11yCheck1":
    "Automated accessibility testing (axe, the industry-standard checker) finds no serious or critical WCAG 2.1 A or AA problem on every kind of public page, including with search, menus and dialogs open.",
  "trust.a11yCheck2": "The contact form passes the same automated checks as it first appears, while it shows errors, and after it is sent.",
  "trust.a11yCheck3":
    "Keyboard: the first press of Tab offers a link straight to the content, focus is always visible, and the whole navigation works without a mouse.",
  "trust.a11yCheck4": "Dialogs and overlays keep keyboard focus inside while open, close with Escape, and return focus to where you were.",
  "trust.a11yCheck5": "Screen widths: no public page scrolls sideways on a phone 390 pixels wide.",
  "trust.a11yCheck6": "The staff area passes the automated checks on a phone-sized screen, with its menu open.",
  "trust.a11yCheck7":
    "This trust centre and the company page pass the automated checks on phone and desktop screens (390 and 1366 pixels wide) and work without JavaScript.",
  "trust.a11yLimits": "Known limits",
  "trust.a11yLimit1":
    "Automated tools find only part of what can go wrong; the pages have not yet had an audit by people who use assistive technology (to be confirmed when one is done).",
  "trust.a11yLimit2": "Captions on demo-area videos are added by staff: the site does not require them, so a video may have none.",
  "trust.a11yHelp": "If something on this site is hard to use for you, {link} and we will help and fix it.",
  "trust.a11yHelpLink": "tell us",
  "trust.more": "Offices, leadership and how to reach sales and support: {link}.",
  "trust.moreLink": "About the company",
  "post.back": "← All news",
  "story.back": "← All customer stories",
  "story.eyebrow": "Customer story",
  "story.results": "Results",
  "story.challenge": "The challenge",
  "story.solution": "The solution",
  "story.products": "Products used",
  "story.ctaFor": "See {product} on your own scenarios",
  "story.cta": "See it on your own scenarios",
  "story.ctaText": "Our consultants walk you through it with your products, accounts and reports, and answer your questions.",
  // The first words of a sample story's search description (its <meta name="description">).
  "story.sampleMeta": "Sample story.",
  // The product and group pages' own words (the catalogue's are its files': catalogue/*.json, names.json).
  "crumbs.label": "Breadcrumb",
  "crumbs.home": "Home",
  "product.moduleOf": "A module of {name}",
  "product.overview": "Overview",
  "product.features": "Features",
  "product.modules": "{name} modules",
  "product.serves": "Who it serves",
  "product.industries": "Industries",
  "product.related": "Related products",
  "product.requestDemo": "Request a Demo",
  "product.requestInfo": "Request Info",
  "product.contactAbout": "Contact us about {name}",
  "product.ctaTitle": "See {name} on your own scenarios",
  "product.ctaText": "Our consultants walk you through it with your products, accounts and reports, and answer your questions.",
  "group.title": "{group} Software",
  "group.contactAbout": "Contact us about {group} software",
  "group.seeProducts": "See the products",
  // A product or group page's "Used by" section of customer stories (components/stories/StorySections.tsx).
  "usedBy.title": "Used by {names}",
  "usedBy.two": "{a} and {b}",
  "usedBy.many": "{a}, {b} and {count} more",
  "usedBy.intro": "How institutions run {name}, in their own figures.",
  "usedBy.exampleOne": "An example customer story",
  "usedBy.exampleMany": "Example customer stories",
  "usedBy.exampleIntroOne": "What a story about {name} will tell: the institution and figures below are examples, not a customer's.",
  "usedBy.exampleIntroMany": "What a story about {name} will tell: the institutions and figures below are examples, not a customer's.",
  "usedBy.groupName": "{group} software",
  "usedBy.all": "All customer stories",
  // The sitemap page (components/catalogue/SitemapPage.tsx).
  "sitemap.eyebrow": "Site map",
  "sitemap.title": "Sitemap",
  "sitemap.lead": "Every product page of the catalogue, by category.",
  "sitemap.description": "Every product page of the catalogue, by category: banking, central banking, investment, trust, accounting and module options.",
  "sitemap.categories": "Sitemap categories",
  "sitemap.all": "All {group} software",
  "sitemap.more": "More from us",
  // The drawn picture of a product's or group's screen: its text alternative and caption.
  "screen.alt": "Illustrated {name} screen, {view}: {figures}; a list by {columns}.",
  "screen.caption": "{name}: the {view} screen (illustration).",
  ...PAGER_ENGLISH,
} as const;
export type PageKey = keyof typeof PAGE_ENGLISH;
export type PageWords<K extends PageKey> = Record<K, string>;

/** The words a product page shows, and a group page's. */
export type ProductPageWords = PageWords<Extract<PageKey, `product.${string}` | `crumbs.${string}`>>;
export type GroupPageWords = PageWords<Extract<PageKey, `group.${string}` | `crumbs.${string}` | "product.requestDemo" | "product.modules">>;

export type SitemapWords = PageWords<Extract<PageKey, `sitemap.${string}`> | "crumbs.home">;

export type UsedByWords = PageWords<Extract<PageKey, `usedBy.${string}`> | "customers.sample" | "customers.sampleLead" | "customers.sampleBody">;
