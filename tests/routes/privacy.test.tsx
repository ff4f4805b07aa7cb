import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/privacy";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const CONFIG = { siteTitle: env.SITE_TITLE, salesEmail: "sales@example.com" };

/** /privacy at `url` with its real loader, under a root that gives the site's title and sales address. */
function open(url: string, path: string) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ config: CONFIG }),
      children: [{ path, Component: route.default, loader: (args) => route.loader({ ...args, context }) }],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

// app/routes/privacy.tsx: the policy itself in the page's language, resolved on the server (decision record 0056).
describe("/privacy", () => {
  it("keeps the English policy word for word", async () => {
    const page = open("/privacy", "privacy");
    expect(await page.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
    expect(page.getByRole("heading", { level: 2, name: "What we collect" })).toBeTruthy();
    // The policy's own date of its last change (a fixed fact of the text, not today).
    expect(page.getByText("Last updated November 2026")).toBeTruthy();
    expect(page.container.textContent).toContain(`${env.SITE_TITLE} (“we”) runs this website`);
    expect(page.getByText("Contact requests.").tagName).toBe("STRONG");
    page.unmount();
  });

  it("is the policy in Spanish at /es/privacy and in Arabic at /ar/privacy, the address written in", async () => {
    const spanish = open("/es/privacy", "es/privacy");
    expect(await spanish.findByRole("heading", { level: 1, name: "Política de privacidad" })).toBeTruthy();
    expect(spanish.getByRole("heading", { level: 2, name: "Qué recogemos" })).toBeTruthy();
    expect(spanish.getByText("Solicitudes de contacto.").tagName).toBe("STRONG");
    expect(spanish.getAllByRole("link", { name: "sales@example.com" })).toHaveLength(2);
    expect(spanish.container.textContent).toContain(`${env.SITE_TITLE} («nosotros») gestiona este sitio web`);
    expect(spanish.container.textContent).not.toMatch(/What we collect|Your rights|Last updated/);
    spanish.unmount();

    const arabic = open("/ar/privacy", "ar/privacy");
    expect(await arabic.findByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeTruthy();
    // The address keeps its left-to-right order inside the Arabic sentences.
    expect(arabic.getAllByRole("link", { name: "sales@example.com" })[0]!.getAttribute("dir")).toBe("ltr");
    arabic.unmount();

    const french = await load<{ words: Record<string, string> }>(route.loader, "http://localhost/fr/privacy", context);
    expect(french.body.words["privacy.title"]).toBe("Politique de confidentialité");
  });
});
