/**
 * The site's own accessibility statement on /trust-centre: what is tested, in a buyer's words.
 * Each line is kept true by naming, for us only, the browser test that checks it and a word that
 * test must contain (tests/unit/accessibilityStatement.test.ts fails when the file is gone or no
 * longer makes the check). The page receives the words alone (`accessibilityLines`): test file
 * names mean nothing to a buyer and are not theirs to read.
 */
interface AccessibilityCheck {
  /** The sentence the trust centre shows. */
  what: string;
  file: `tests/e2e/${string}.spec.ts`;
  /** Text the file must contain for the line to stay true (the check's tool or viewport). */
  evidence: string;
}

export const ACCESSIBILITY_TARGET = "WCAG 2.1 level AA";

export const ACCESSIBILITY_CHECKS: readonly AccessibilityCheck[] = [
  {
    what: "Automated accessibility testing (axe, the industry-standard checker) finds no serious or critical WCAG 2.1 A or AA problem on every kind of public page, including with search, menus and dialogs open.",
    file: "tests/e2e/shell-a11y.spec.ts",
    evidence: `from "./support/axe"`,
  },
  {
    what: "The contact form passes the same automated checks as it first appears, while it shows errors, and after it is sent.",
    file: "tests/e2e/contact-a11y.spec.ts",
    evidence: `from "./support/axe"`,
  },
  {
    what: "Keyboard: the first press of Tab offers a link straight to the content, focus is always visible, and the whole navigation works without a mouse.",
    file: "tests/e2e/shell-a11y.spec.ts",
    evidence: "keyboard",
  },
  {
    what: "Dialogs and overlays keep keyboard focus inside while open, close with Escape, and return focus to where you were.",
    file: "tests/e2e/shell-search.spec.ts",
    evidence: "Escape",
  },
  {
    what: "Screen widths: no public page scrolls sideways on a phone 390 pixels wide.",
    file: "tests/e2e/public-site.spec.ts",
    evidence: "390",
  },
  {
    what: "The staff area passes the automated checks on a phone-sized screen, with its menu open.",
    file: "tests/e2e/admin-responsive.spec.ts",
    evidence: `from "./support/axe"`,
  },
  {
    what: "This trust centre and the company page pass the automated checks on phone and desktop screens (390 and 1366 pixels wide) and work without JavaScript.",
    file: "tests/e2e/trust-centre.spec.ts",
    evidence: `from "./support/axe"`,
  },
];

/** What the trust centre shows of the checks: their sentences only. */
export const accessibilityLines = (): string[] => ACCESSIBILITY_CHECKS.map((c) => c.what);

export const ACCESSIBILITY_LIMITS = [
  "Automated tools find only part of what can go wrong; the pages have not yet had an audit by people who use assistive technology (to be confirmed when one is done).",
  "Captions on demo-area videos are added by staff: the site does not require them, so a video may have none.",
];
