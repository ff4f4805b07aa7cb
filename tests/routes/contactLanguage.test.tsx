import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import * as route from "../../app/routes/contact";
import * as inbox from "../../app/routes/admin.sales-requests._index";
import * as detail from "../../app/routes/admin.sales-requests.$id";
import type { ContactActionData } from "../../app/lib/contact/actionData";
import type { ContactWords } from "../../app/lib/contact/contactWords";
import { loader as rootLoader } from "../../app/rootLoader.server";
import { staffCall } from "../../app/server/operations/staffOperation.server";
import { forgetTranslationFiles } from "../../app/server/i18n/translationFiles.server";
import { createWebhookEndpoint } from "../../app/server/webhooks/webhookEndpoints.server";
import { openAs, unique } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
type Seed = { formToken: string; clientId: string; words: ContactWords | null };

const issued = async (url: string, ctx: AppLoadContext = context) => (await load<Seed>(route.loader, url, ctx)).body;

function filled(seed: Pick<Seed, "clientId" | "formToken">, name: string) {
  return {
    clientId: seed.clientId,
    formToken: seed.formToken,
    website: "",
    Products: "General Ledger",
    Name: name,
    CompanyName: "Banco del Puerto",
    Email: `lucia.${unique()}@example.com`,
    Phone: "+34 910 000 000",
  };
}

afterEach(() => {
  cleanup();
  forgetTranslationFiles();
});

// decision record 0055: the contact form in the page's language, and the request marked with it.
describe("a contact request made on a Spanish page", () => {
  it("is stored as Spanish, shown so in the inbox, sent so to the CRM, and acknowledged in Spanish", async () => {
    const admin = await signedInStaff(env, "admin");
    const hook = `http://127.0.0.1:8929/contact-language-${unique()}`;
    const made = await createWebhookEndpoint(staffCall(env, admin.user, new Request("http://127.0.0.1/admin/integrations")), env, {
      url: hook,
      events: ["sales_request.created"],
    });
    expect(made.ok).toBe(true);

    const seed = await issued("http://localhost/es/contact");
    expect(seed.words?.language).toBe("es");
    expect(seed.words?.messages["label.Name"]).toBe("Nombre");
    const name = `Lucía ${unique()}`;
    const answer = await postForm(route.action, "http://localhost/es/contact", filled(seed, name), context);
    expect(answer.body).toEqual({ ok: true, name });

    const row = await env.DB.prepare("SELECT id, language FROM sales_requests WHERE client_id = ?1")
      .bind(seed.clientId)
      .first<{ id: string; language: string }>();
    expect(row?.language).toBe("es");

    const ack = await env.DB.prepare("SELECT subject, body_text, body_html FROM email_outbox WHERE sales_request_id = ?1 AND kind = 'acknowledgement'")
      .bind(row!.id)
      .first<{ subject: string; body_text: string; body_html: string }>();
    expect(ack?.subject).toBe("Hemos recibido su solicitud: General Ledger");
    expect(ack?.body_text).toContain(`Estimado/a ${name}:`);
    expect(ack?.body_text).toContain("se pondrá en contacto con usted en breve");
    expect(ack?.body_html).toMatch(/^<!doctype html><html lang="es">/);
    const notice = await env.DB.prepare("SELECT body_text FROM email_outbox WHERE sales_request_id = ?1 AND kind = 'sales_notification'")
      .bind(row!.id)
      .first<{ body_text: string }>();
    expect(notice?.body_text).toContain("Language: Spanish");

    const delivery = await env.DB.prepare(
      "SELECT d.payload FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.url = ?1 AND d.event = 'sales_request.created'",
    )
      .bind(hook)
      .first<{ payload: string }>();
    expect(JSON.parse(delivery!.payload)).toMatchObject({ type: "sales_request.created", data: { id: row!.id, name, language: "es" } });

    await openAs("editor", inbox, { path: "/admin/sales-requests", url: `/admin/sales-requests?q=${encodeURIComponent(name)}` });
    const listed = (await screen.findByRole("link", { name })).closest("tr")!;
    expect(within(listed).getByText("Spanish")).toBeTruthy();
    cleanup();
    await openAs("editor", detail, { path: "/admin/sales-requests/:id", url: `/admin/sales-requests/${row!.id}`, inAdmin: true }, `Sales request from ${name}`);
    const language = screen.getByText("Language", { selector: "dt" });
    expect(language.nextElementSibling?.textContent).toBe("Spanish");
  });

  it("is English from an English page; a language the site does not have is refused", async () => {
    const seed = await issued("http://localhost/contact");
    // English words are the form's own code: none are sent.
    expect(seed.words).toBeNull();
    await postForm(route.action, "http://localhost/contact", filled(seed, `Ada ${unique()}`), context);
    expect(await env.DB.prepare("SELECT language FROM sales_requests WHERE client_id = ?1").bind(seed.clientId).first()).toEqual({ language: "en" });
    // Refused at the boundary, nothing stored.
    const other = await issued("http://localhost/fr/contact");
    const refused = await postForm(route.action, "http://localhost/fr/contact", { ...filled(other, "Zoé"), language: "de" }, context);
    expect(refused.status).toBe(400);
    expect((refused.body as Extract<ContactActionData, { ok: false }>).fieldErrors?.language).toMatch(/Unknown language/);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sales_requests WHERE client_id = ?1").bind(other.clientId).first()).toEqual({ n: 0 });
  });

  it("is acknowledged in English when the language's e-mail file cannot be read", async () => {
    const ASSETS = {
      fetch: async (input: string) =>
        new URL(input).pathname.endsWith("/acknowledgement.json") ? new Response("gone", { status: 404 }) : env.ASSETS!.fetch(input),
    };
    const ctx = { ...context, env: { ...env, ASSETS } } as AppLoadContext;
    const seed = await issued("http://localhost/pt/contact", ctx);
    await postForm(route.action, "http://localhost/pt/contact", filled(seed, `Rui ${unique()}`), ctx);
    const ack = await env.DB.prepare(
      "SELECT o.subject, o.body_html, r.language FROM email_outbox o JOIN sales_requests r ON r.id = o.sales_request_id WHERE r.client_id = ?1 AND o.kind = 'acknowledgement'",
    )
      .bind(seed.clientId)
      .first<{ subject: string; body_html: string; language: string }>();
    expect(ack).toMatchObject({ subject: "We received your request: General Ledger", language: "pt" });
    expect(ack!.body_html).toMatch(/^<!doctype html><html lang="en">/);
  });
});

describe("the contact form on an Arabic page", () => {
  it("without JavaScript: the action answers an incomplete form with Arabic messages, each field's own", async () => {
    const seed = await issued("http://localhost/ar/contact");
    const answer = await postForm(route.action, "http://localhost/ar/contact", { clientId: seed.clientId, formToken: seed.formToken, Email: "x" }, context);
    expect(answer.status).toBe(400);
    const body = answer.body as Extract<ContactActionData, { ok: false }>;
    expect(body.error).toBe("يرجى تعبئة الحقول المطلوبة");
    expect(body.fieldErrors).toMatchObject({ Name: "الاسم مطلوب", CompanyName: "اسم الشركة مطلوب", Email: "البريد الإلكتروني مطلوب", Phone: "الهاتف مطلوب" });
  });

  it("renders its labels, options and messages in Arabic, names and e-mails typed keeping their own direction", async () => {
    const Stub = createRemixStub([
      {
        id: "root",
        path: "/",
        loader: (args: LoaderFunctionArgs) => rootLoader({ ...args, context }),
        children: [
          {
            path: "ar/contact",
            loader: (args: LoaderFunctionArgs) => route.loader({ ...args, context }),
            Component: route.default,
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/ar/contact"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "اتصل بنا" })).toBeTruthy();
    const name = screen.getByLabelText(/^الاسم/) as unknown as HTMLInputElement;
    expect(name.getAttribute("dir")).toBe("auto");
    expect(screen.getByLabelText(/^البريد الإلكتروني/).getAttribute("dir")).toBe("auto");
    // What a select shows is Arabic; what it sends stays the English value sales reads.
    const country = screen.getByLabelText("البلد") as unknown as HTMLSelectElement;
    const egypt = Array.from(country.options).find((o) => o.value === "Egypt")!;
    expect(egypt.textContent).toBe("مصر");
    const type = screen.getByLabelText("نوع الطلب") as unknown as HTMLSelectElement;
    expect(Array.from(type.options).map((o) => [o.value, o.textContent])).toContainEqual(["Request a Demo", "طلب عرض توضيحي"]);
    fireEvent.click(screen.getByRole("button", { name: "إرسال" }));
    expect(await screen.findByText("الاسم مطلوب")).toBeTruthy();
    expect(screen.getByText("يرجى تعبئة الحقول المطلوبة")).toBeTruthy();
  });
});
