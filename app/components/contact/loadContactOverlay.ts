import contactStyles from "~/styles/contact.css";
import { languageOfPath } from "~/lib/i18n/languages";

/**
 * Loads the contact overlay's code and its stylesheet together, so the dialog never paints
 * unstyled. Only this small module is in the shell's bundle; the form, zod and the product and
 * country lists arrive on first open (or on hover/focus of a Contact Us link), with the words of
 * the page's language when it is not English (decision record 0055).
 */
export function loadContactOverlay() {
  const language = typeof location === "undefined" ? "en" : languageOfPath(location.pathname);
  const words: Promise<unknown> =
    language === "en"
      ? Promise.resolve(null)
      : fetch(`/i18n/${language}/contact.json`)
          .then((r) => (r.ok ? r.json() : null))
          .catch(() => null);
  return Promise.all([import("./ContactOverlay"), stylesheet(contactStyles), words]).then(([module, , file]) => {
    module.keepContactWords(language, file);
    return module;
  });
}

function stylesheet(href: string): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  const existing = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find((l) => l.getAttribute("href") === href);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    // A stylesheet that fails to load must not keep the form from opening.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
