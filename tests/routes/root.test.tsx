import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NotFound } from "../../app/components/NotFound";
import { LanguageSwitcher } from "../../app/components/shell/LanguageSwitcher";
import { loader as rootLoader } from "../../app/rootLoader.server";
import { ENGLISH_MESSAGES, SHELL_KEYS } from "../../app/lib/i18n/messages";
import { forgetWordsFiles, interfaceFile } from "../../app/server/i18n/interfaceMessages.server";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();

/** A page under the root route, with the root's real loader (the shell's words in the path's language). */
function renderUnderRoot(url: string, Page: () => JSX.Element, ctx: AppLoadContext = context) {
  const Stub = createRemixStub([
    { id: "root", path: "/", loader: (args: LoaderFunctionArgs) => rootLoader({ ...args, context: ctx }), children: [{ path: "*", Component: Page }] },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

// app/root.tsx and app/rootLoader.server.ts: the shell's words (decision record 0049).
describe("the shell's words in the page's language", () => {
  it("sends a page the shell's words resolved in its language, English ones to English pages", async () => {
    const spanish = await load<{ language: string; messages: Record<string, string> }>(rootLoader, "http://localhost/es/banking", context);
    expect(spanish.body.language).toBe("es");
    expect(Object.keys(spanish.body.messages).sort()).toEqual([...SHELL_KEYS].sort());
    expect(spanish.body.messages["notFound.title"]).toBe("Página no encontrada");
    const english = await load<{ language: string; messages: Record<string, string> }>(rootLoader, "http://localhost/banking", context);
    expect([english.body.language, english.body.messages]).toEqual(["en", ENGLISH_MESSAGES]);
    const unknown = await load<{ language: string; messages: Record<string, string> }>(rootLoader, "http://localhost/xx/", context);
    expect([unknown.body.language, unknown.body.messages]).toEqual(["en", ENGLISH_MESSAGES]);
  });

  it("has every language's file translate every key, each still awaiting a translator's review", async () => {
    for (const lang of ["es", "fr", "pt", "ar"] as const) {
      const file = await interfaceFile(env.ASSETS, lang);
      expect(file?.review, lang).toBe("awaiting");
      expect(Object.keys(file!.messages).sort(), lang).toEqual(Object.keys(ENGLISH_MESSAGES).sort());
      for (const key of SHELL_KEYS) expect(file!.messages[key], `${lang} ${key}`).not.toBe("");
    }
  });

  it("shows the Page Not Found in the language of its path, its Home button on that language's home", async () => {
    renderUnderRoot("/ar/no-such-page", () => <NotFound />);
    expect(await screen.findByRole("heading", { name: "الصفحة غير موجودة" })).toBeDefined();
    expect(screen.getByRole("link", { name: "الرئيسية" }).getAttribute("href")).toBe("/ar/");
  });

  it("keeps English, and the specification's words, when a language's file cannot be read", async () => {
    const noFiles = { ...context, env: { ...env, ASSETS: { fetch: async () => new Response("gone", { status: 404 }) } } } as AppLoadContext;
    forgetWordsFiles();
    const english = await load<{ messages: object }>(rootLoader, "http://localhost/fr/banking", noFiles);
    expect(english.body.messages).toEqual(ENGLISH_MESSAGES);
    // Not kept: the next request asks the files again.
    const french = await load<{ messages: Record<string, string> }>(rootLoader, "http://localhost/fr/banking", context);
    expect(french.body.messages["notFound.home"]).toBe("Accueil");
    // Without the root's data (its loader failed), the error boundary's Page Not Found is still whole.
    const Bare = createRemixStub([{ path: "*", Component: () => <NotFound /> }]);
    render(<Bare initialEntries={["/no-such-page"]} />);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it("offers this page in every language, each named in its own, the current one marked", async () => {
    renderUnderRoot("/es/loans/loan-origination?ref=mail", () => <LanguageSwitcher />);
    const nav = await screen.findByRole("navigation", { name: "Idioma" });
    const links = [...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("lang"), a.getAttribute("aria-current")]);
    expect(links).toEqual([
      ["English", "/loans/loan-origination?ref=mail", "en", null],
      ["Español", "/es/loans/loan-origination?ref=mail", "es", "true"],
      ["Français", "/fr/loans/loan-origination?ref=mail", "fr", null],
      ["Português", "/pt/loans/loan-origination?ref=mail", "pt", null],
      ["العربية", "/ar/loans/loan-origination?ref=mail", "ar", null],
    ]);
  });
});
