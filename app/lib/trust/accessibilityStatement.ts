/**
 * The site's own accessibility statement on /trust-centre (issue 29 point 2): only what the
 * browser tests check on every change, each with the test file that checks it.
 * tests/unit/accessibilityStatement.test.ts fails when a named file is gone or no longer does
 * what the line says it does (it looks for the check in the file).
 */
export interface AccessibilityCheck {
  what: string;
  file: `tests/e2e/${string}.spec.ts`;
  /** Text the file must contain for the line to stay true (the check's tool or viewport). */
  evidence: string;
}

export const ACCESSIBILITY_TARGET = "WCAG 2.1 level AA";

export const ACCESSIBILITY_CHECKS: readonly AccessibilityCheck[] = [
  {
    what: "Automated checks (axe) find no serious or critical WCAG 2.1 A or AA problem on the public page kinds, with the search, privacy, log-in, menu and confirm overlays open.",
    file: "tests/e2e/shell-a11y.spec.ts",
    evidence: "AxeBuilder",
  },
  {
    what: "The contact form, on its page and as an overlay, fresh, with its errors and with its thank-you panel, passes the same axe checks.",
    file: "tests/e2e/contact-a11y.spec.ts",
    evidence: "AxeBuilder",
  },
  {
    what: "The first Tab reaches a skip link to the content; focus is visible on links and buttons; the whole navigation works from the keyboard.",
    file: "tests/e2e/shell-a11y.spec.ts",
    evidence: "keyboard",
  },
  {
    what: "Overlays trap focus while open, close with Escape, and give focus back to the control that opened them.",
    file: "tests/e2e/shell-search.spec.ts",
    evidence: "Escape",
  },
  {
    what: "No public page scrolls sideways on a 390 px wide phone screen.",
    file: "tests/e2e/public-site.spec.ts",
    evidence: "390",
  },
  {
    what: "The staff area has no axe violations at 390 px, with its menu open.",
    file: "tests/e2e/admin-responsive.spec.ts",
    evidence: "AxeBuilder",
  },
  {
    what: "This trust centre and the company page pass axe at 390 and 1366 px and work without JavaScript.",
    file: "tests/e2e/trust-centre.spec.ts",
    evidence: "AxeBuilder",
  },
];

export const ACCESSIBILITY_LIMITS = [
  "Automated tools find only part of what can go wrong; the pages have not yet had an audit by people who use assistive technology (to be confirmed when one is done).",
  "Captions on demo-area videos are added by staff: the site does not require them, so a video may have none.",
];
