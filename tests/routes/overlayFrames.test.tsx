import { readFileSync } from "node:fs";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import type * as LazyOverlays from "../../app/components/shell/lazyOverlays";
import { SiteShell } from "../../app/components/shell/SiteShell";
import { useUi } from "../../app/hooks/uiContext";
import { loader as rootLoader } from "../../app/rootLoader.server";
import { platform } from "./support/platform";

// The overlays' code never arrives here: what a visitor sees between the click and the code is the frame.
vi.mock("../../app/components/shell/lazyOverlays", async (original) => {
  const real = await original<typeof LazyOverlays>();
  const never = lazy(() => new Promise<never>(() => {}));
  return { ...real, ContactOverlay: never, SearchOverlay: never, preloadOverlay: () => {}, preloadOverlaysWhenIdle: () => {} };
});

const { context } = await platform();

function Opener() {
  const ui = useUi();
  return (
    <>
      <button onClick={() => ui.openContact({ kind: "demo", productId: "general-ledger" })}>open demo</button>
      <button onClick={() => ui.openContact()}>open contact</button>
      <button onClick={() => ui.openSearch()}>open search</button>
    </>
  );
}

function renderShell(url: string) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: (args: LoaderFunctionArgs) => rootLoader({ ...args, context }),
      Component: () => (
        <SiteShell>
          <Outlet />
        </SiteShell>
      ),
      children: [{ path: "*", Component: Opener }],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

// app/components/shell/OverlayFrame.tsx in SiteShell: the frame an overlay shows while its code arrives.
describe("an overlay's frame before its code arrives", () => {
  it.each([
    ["es", "Solicitar una demostración", "Contáctenos", "Buscar", "Cargando…"],
    ["ar", "طلب عرض توضيحي", "اتصل بنا", "بحث", "جارٍ التحميل…"],
  ])("speaks the page's language on /%s/: the contact form's own title, Search, Loading", async (lang, demo, contact, search, loading) => {
    renderShell(`/${lang}/banking`);
    fireEvent.click(await screen.findByRole("button", { name: "open demo" }));
    const frame = screen.getByRole("dialog", { name: demo });
    expect(frame.querySelector("h2")?.textContent).toBe(demo);
    expect(frame.querySelector('[role="status"]')?.textContent).toBe(loading);
    fireEvent.click(screen.getByRole("button", { name: "open contact" }));
    expect(screen.getByRole("dialog", { name: contact })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "open search" }));
    expect(screen.getByRole("dialog", { name: search })).toBeDefined();
  });

  it("titles the frame as the form titles itself, in every language (no change of title when the form arrives)", () => {
    const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as { messages: Record<string, string> };
    for (const lang of ["es", "fr", "pt", "ar"]) {
      const shell = read(`public/i18n/${lang}/interface.json`).messages;
      const form = read(`public/i18n/${lang}/contact.json`).messages;
      expect([shell["overlay.contactTitle"], shell["overlay.demoTitle"], shell["overlay.infoTitle"]], lang).toEqual([
        form["title.default"],
        form["title.demo"],
        form["title.info"],
      ]);
    }
  });

  it("keeps the specification's English on English pages", async () => {
    renderShell("/banking");
    fireEvent.click(await screen.findByRole("button", { name: "open contact" }));
    expect(screen.getByRole("dialog", { name: "Contact Us" }).textContent).toContain("Loading…");
    fireEvent.click(screen.getByRole("button", { name: "open demo" }));
    expect(screen.getByRole("dialog", { name: "Request a Demo" })).toBeDefined();
  });
});
