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
  "pager.first": "« First",
  "pager.firstLabel": "First page",
  "pager.previous": "‹ Previous",
  "pager.previousLabel": "Previous page",
  "pager.pageLabel": "Page {n}",
  "pager.next": "Next ›",
  "pager.nextLabel": "Next page",
  "pager.last": "Last »",
  "pager.lastLabel": "Last page",
  "pager.status": "Page {page} of {pages}",
} as const;
export type PageKey = keyof typeof PAGE_ENGLISH;
export type PageWords<K extends PageKey> = Record<K, string>;

/** The paginator's words. */
export type PagerWords = PageWords<Extract<PageKey, `pager.${string}`>>;

/** Words with `{name}` values filled in. */
export const fillWords = (words: string, values: Record<string, string | number>) =>
  words.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
