/**
 * The interface's English words, by key (decision record 0049). English is in the server's bundle;
 * each other language is a static file, public/i18n/<code>/interface.json, read by the server at
 * render (interfaceMessages.server.ts). The server resolves a page's words, a translation's or
 * English where it has none, and sends them with the page's data: only the keys the page shows.
 * The browser's code imports this module's types, never its words. `{name}` marks a value filled
 * in at render (translate.ts).
 */
export const ENGLISH_MESSAGES = {
  "shell.skipLink": "Skip to content",
  "nav.main": "Main",
  "nav.find-your-software": "Software",
  "nav.module-options": "Options",
  "nav.how-we-help": "How We Help",
  "nav.about": "About Us",
  "nav.search": "Search",
  "nav.contact": "Contact Us",
  "nav.logIn": "Log In",
  "nav.requestDemo": "Request a Demo",
  "nav.menu": "Menu",
  "footer.label": "Footer",
  "footer.tagline": "Software for banks, central banks, investment and trust companies, and the accounting departments behind them.",
  "footer.social": "Social media",
  "footer.socialLink": "{site} on {network}",
  "footer.explore": "Explore",
  "footer.sitemap": "Sitemap",
  "footer.company": "Company",
  "footer.news": "News",
  "footer.customers": "Customer stories",
  "footer.companyPage": "About the Company",
  "footer.trustCentre": "Trust Centre",
  "footer.privacy": "Privacy Policy",
  "footer.signIn": "Sign In",
  "footer.clientLogin": "Client Login",
  "footer.employeeLogin": "Employee Login",
  "footer.demoAccess": "Demo Access",
  "footer.rights": "All rights reserved.",
  "footer.backToTop": "Back to top",
  "footer.leavingHeadline": "You are leaving this site",
  "footer.leavingBody": "Client Login opens our client portal at {host}, a separate site with its own sign-in. Continue to the portal?",
  "language.label": "Language",
  "language.englishOnly": "This part of the page is in English.",
  "notFound.title": "Page Not Found",
  "notFound.body": "The page you were looking for does not exist or has moved.",
  "notFound.home": "Home",
  "notFound.suggest": "Did you mean one of these?",
  "notFound.searchLabel": "Search Our Software",
  "notFound.searchButton": "Search",
  "notFound.contactBefore": "Looking for something else?",
  "notFound.contactLink": "Request a demo",
  "notFound.contactAfter": "and we will show you.",
  // An overlay's frame while its code arrives: the contact form's titles as the form itself says them (no change when it arrives).
  "overlay.loading": "Loading…",
  "overlay.contactTitle": "Contact Us",
  "overlay.demoTitle": "Request a Demo",
  "overlay.infoTitle": "Request Info",
} as const;

export type MessageKey = keyof typeof ENGLISH_MESSAGES;
/** A language's words for some keys (a translation file, or the part of one a page is sent). */
export type Messages = Partial<Record<MessageKey, string>>;

/** The keys every public page's shell shows (header, footer, switcher, the 404): sent with the root's data. */
export const SHELL_KEYS = Object.keys(ENGLISH_MESSAGES) as MessageKey[];
