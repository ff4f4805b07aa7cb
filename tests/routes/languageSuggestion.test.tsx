import { createRemixStub } from "@remix-run/testing";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageSuggestion } from "../../app/components/shell/LanguageSuggestion";
import { suggestedLanguage } from "../../app/lib/i18n/suggestion";

const realLanguages = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), "languages");

function prefer(languages: string[]) {
  Object.defineProperty(navigator, "languages", { value: languages, configurable: true });
}

/** The suggestion on the page at `url`; `translated`: the page's head has its hreflang links (a 404's has none). */
function open(url: string, translated = true) {
  document.head.innerHTML = "";
  const path = new URL(url, "http://localhost").pathname.replace(/^\/(es|fr|pt|ar)(?=\/|$)/, "") || "/";
  if (translated) {
    for (const lang of ["en", "es", "fr", "pt", "ar"]) {
      const link = document.createElement("link");
      link.rel = "alternate";
      link.hreflang = lang;
      link.href = `https://site.example${lang === "en" ? path : `/${lang}${path}`}`;
      document.head.appendChild(link);
    }
  }
  window.history.replaceState(null, "", url);
  const Stub = createRemixStub([{ path: "*", Component: () => <LanguageSuggestion /> }]);
  return render(<Stub initialEntries={[url]} />);
}

afterEach(() => {
  delete (navigator as { languages?: unknown }).languages;
  if (realLanguages) Object.defineProperty(Object.getPrototypeOf(navigator), "languages", realLanguages);
  sessionStorage.clear();
});

// app/components/shell/LanguageSuggestion.tsx (decision record 0049).
describe("the suggestion of the browser's language", () => {
  it("picks the first language the browser prefers that the site has, unless the page is in it", () => {
    expect(suggestedLanguage(["es-MX", "en"], "en")?.code).toBe("es");
    expect(suggestedLanguage(["de-DE", "fr-CA", "en"], "en")?.code).toBe("fr");
    expect(suggestedLanguage(["en-GB", "es"], "en")).toBeNull();
    expect(suggestedLanguage(["en-US"], "ar")?.code).toBe("en");
    expect(suggestedLanguage(["de", "ja"], "en")).toBeNull();
  });

  it("offers a Spanish browser the Spanish page, in Spanish, as a link (no redirect); closing it keeps it closed without a cookie", async () => {
    prefer(["es-ES", "es", "en"]);
    const first = open("/loans/loan-origination?ref=mail");
    const link = await screen.findByRole("link", { name: "Esta página está disponible en español." });
    expect(link.getAttribute("href")).toBe("/es/loans/loan-origination?ref=mail");
    expect(link.closest("aside")?.getAttribute("lang")).toBe("es");
    // Not the notification area: its own landmark.
    expect(screen.getByRole("complementary", { name: "Español" })).toBeDefined();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cerrar" })));
    expect(screen.queryByRole("link", { name: /disponible/ })).toBeNull();
    expect(document.cookie).toBe("");
    first.unmount();
    open("/banking");
    await act(async () => {});
    expect(screen.queryByRole("link", { name: /disponible/ })).toBeNull();
  });

  it("offers Arabic right to left, and says nothing on a page already in the preferred language, or with no translation", async () => {
    prefer(["ar-EG"]);
    const arabic = open("/banking");
    expect((await screen.findByRole("link", { name: "هذه الصفحة متاحة باللغة العربية." })).closest("aside")?.getAttribute("dir")).toBe("rtl");
    arabic.unmount();
    const already = open("/ar/banking");
    await act(async () => {});
    expect(screen.queryByRole("complementary")).toBeNull();
    already.unmount();
    open("/no-such-page", false);
    await act(async () => {});
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
