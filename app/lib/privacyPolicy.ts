import type { WordsOf } from "./i18n/withEnglish";

/**
 * The privacy policy's words in English (the specification's), by key. Other languages' are
 * `public/i18n/<code>/privacy.json`, read at render (decision record 0056), so neither the page's
 * script nor the server bundle carries them. `**…**` is strong text; `{site}` and `{email}` are
 * the site's title and the sales address.
 */
export const PRIVACY_ENGLISH = {
  "privacy.title": "Privacy Policy",
  "privacy.description": "What this site collects through its contact form and sign-in, why, for how long, and your rights.",
  // Change it whenever the text changes (and each language's with it).
  "privacy.updated": "Last updated November 2026",
  "privacy.intro":
    "{site} (“we”) runs this website for banks, central banks, investment and trust companies and other organisations evaluating our software. This policy explains what personal information the site collects, why we collect it, how long we keep it and what you can ask of us. Questions about it go to {email}.",
  "privacy.collectTitle": "What we collect",
  "privacy.collect1":
    "**Contact requests.** When you send the contact form we receive what you enter in it: the type of request, the products you are interested in, your name, company name, e-mail address and phone number, and, if you choose to give them, your address, country, how you heard of us and your comments. If you tick “Include the pages I viewed” in the contact or brochure form, the list of this site’s pages you opened in that browser tab goes with your request; unticked, it stays in your browser and is forgotten when you close the tab.",
  "privacy.collect2":
    "**Sign-in details.** Our staff and invited demo users sign in with an e-mail address or user name and a password. We store the password only as a salted hash, and we record when each account last signed in. For demo users we also record which demonstration videos and images they open and when.",
  "privacy.collect3":
    "**Technical data.** Like any web server, ours records the IP address, browser, page requested and time of each request, to keep the site working and secure. Short-lived counters keyed by IP address limit repeated form submissions and sign-in attempts.",
  "privacy.collectNote":
    "Please do not put account numbers, customer data or other confidential information in the comments of the contact form: we do not need it to answer you.",
  "privacy.statsTitle": "Visit statistics",
  "privacy.stats":
    "To learn which products are read, which searches find nothing and how fast pages load, your browser tells us, without a cookie or any identifier, which page you viewed (and the site that linked to it, by name only, and any campaign named in the link), what you searched for on this site, whether you downloaded a brochure or sent a request, and how long the page took to show and respond. We keep only daily totals per page, country and kind of device (phone, tablet or computer): never your IP address, your browser’s details or anything that could tell one visitor from another. If your browser sends the Global Privacy Control or Do Not Track signal, it sends none of this and we record nothing.",
  "privacy.whyTitle": "Why we use it",
  "privacy.why1": "To answer your request: arranging a demonstration, sending information or replying to a comment or suggestion.",
  "privacy.why2": "To keep a record of our conversations with prospective clients, so whoever answers you next knows the history.",
  "privacy.why3": "To improve our products and this site from the comments and suggestions we receive.",
  "privacy.why4": "To protect the site and its users from abuse.",
  "privacy.whyBasis":
    "We rely on your request (steps you ask us to take before a possible contract) and on our legitimate interest in answering business enquiries and keeping the site secure. We do not sell or rent personal information, do not use it for advertising, and make no automated decisions about you.",
  "privacy.whoTitle": "Who sees it",
  "privacy.who":
    "Our sales and support staff, and service providers who process it on our instructions only: our hosting and database provider, which runs this site, and our e-mail delivery provider, which passes your request to our sales team. We disclose information to authorities only where the law requires it. Our providers may process data outside your country; where the law requires it, such transfers are covered by standard contractual clauses.",
  "privacy.keepTitle": "How long we keep it",
  "privacy.keep1":
    "Contact requests: for 24 months after our last exchange with you, then deleted, unless you become a client (your records then follow our agreement with you) or ask us to delete them sooner.",
  "privacy.keep2": "Staff and demo accounts: while the account is active; a demo account and its viewing record are deleted when the account is removed.",
  "privacy.keep3": "Rate-limit counters: until their time window ends, at most a day. Server request logs: up to 30 days.",
  "privacy.cookiesTitle": "Cookies",
  "privacy.cookiesIntro": "This site sets no advertising or analytics cookies and loads no third-party trackers (its visit statistics use none). It uses only:",
  "privacy.cookie1":
    "a **session cookie** when a member of staff or an invited demo user signs in. It keeps them signed in, cannot be read by scripts, and ends when they sign out or it expires;",
  "privacy.cookie2":
    "a **browser-warning cookie**, set only if you dismiss the notice about an outdated browser, so that we do not show it again before you close your browser.",
  "privacy.cookiesNote": "Both are strictly necessary for what you asked the site to do, so they need no consent.",
  "privacy.rightsTitle": "Your rights",
  "privacy.rights":
    "You may ask us for a copy of the personal information we hold about you, to correct it, to delete it, to restrict or object to our use of it, or to receive it in a portable form. Write to {email}; we answer within one month. You may also complain to the data-protection authority where you live.",
  "privacy.securityTitle": "Security",
  "privacy.security":
    "The site is served only over encrypted connections. Access to contact requests is limited to staff who need it, each with their own account, and every change to a request is recorded.",
  "privacy.changesTitle": "Changes to this policy",
  "privacy.changes": "When we change this policy we update the date at the top of this page.",
  // The overlay's buttons.
  "privacy.closeLabel": "Close privacy policy",
  "privacy.close": "Close",
} as const;
export type PrivacyWords = WordsOf<typeof PRIVACY_ENGLISH>;
