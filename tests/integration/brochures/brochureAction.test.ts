import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { productById, productPath } from "../../../app/catalogue";
import type { BrochureActionData } from "../../../app/lib/contact/actionData";
import { action as productAction, loader as productLoader } from "../../../app/routeModules/productLoader.server";
import { loader as downloadLoader } from "../../../app/routes/brochures.$ticket";
import { brochureAction } from "../../../app/server/brochures/brochureDownload.server";
import { attachBrochure, removeBrochure } from "../../../app/server/brochures/brochures.server";
import { signDownloadTicket, TICKET_TTL_MS } from "../../../app/server/brochures/downloadToken.server";
import { storeUploads } from "../../../app/server/uploads/uploads.server";
import { client, errorBodyOf } from "../helpers";
import { type TestStaff, appEnv, createStaff, signedInHeaders } from "../auth";
import { callAs } from "../operations/atomicity";
import { englishWordFiles } from "../../support/productWords";

/**
 * The brochure flow on the server: the product page's action with the real schema,
 * D1 and R2, and the download route it redirects to.
 */
const SECRET = "integration-test-secret-0123456789abcdef";
const GL = productById("general-ledger")!;
const OTHER = productById("accounts-payable")!;
const PDF = new TextEncoder().encode(`%PDF-1.4\n% Meridian brochure\n${"x".repeat(3000)}\n%%EOF\n`);

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
// The product page reads its words through ASSETS (decision record 0058); workerd here has no public/.
const pageEnv = () => ({ ...appEnv(), ASSETS: englishWordFiles });
const context = (ctx: ExecutionContext) => ({ env: pageEnv(), requestId: "test", cspNonce: "n", waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p) });

/** Posts the brochure form to a product page's action: a Response (redirect), data() (refused), or a thrown Response. */
async function post(path: string, fields: Record<string, string>, ip = freshIp()) {
  const ctx = createExecutionContext();
  const request = new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, Origin: "http://127.0.0.1" },
    body: new URLSearchParams(fields),
  });
  let result: unknown;
  try {
    result = await productAction({ request, context: context(ctx), params: {} } as never);
  } catch (thrown) {
    result = thrown;
  }
  await waitOnExecutionContext(ctx);
  if (result instanceof Response) return { status: result.status, response: result, data: undefined };
  const r = result as { data: BrochureActionData; init: { status: number; headers?: Record<string, string> } };
  return { status: r.init.status, data: r.data, headers: r.init.headers ?? {}, response: undefined };
}

async function download(location: string) {
  const ctx = createExecutionContext();
  const request = new Request(new URL(location, "http://127.0.0.1"));
  const ticket = decodeURIComponent(new URL(request.url).pathname.replace(/^\/brochures\//, ""));
  let response: Response;
  try {
    response = (await downloadLoader({ request, context: context(ctx), params: { ticket } } as never)) as Response;
  } catch (thrown) {
    response = thrown as Response;
  }
  await waitOnExecutionContext(ctx);
  return response;
}

const rowsFor = (email: string) =>
  env.DB.prepare("SELECT contact_type, products, name, company_name, email, phone, comments FROM sales_requests WHERE email = ?1").bind(email).all();
const count = async (sql: string, ...params: unknown[]) =>
  Number(
    (
      await env.DB.prepare(sql)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0,
  );

/** The ticket URL an accepted form is answered with. */
const downloadOf = (res: { data?: BrochureActionData }) => {
  if (!res.data?.ok) throw new Error(`not accepted: ${JSON.stringify(res.data)}`);
  return res.data.download;
};
const refusal = (res: { data?: BrochureActionData }) => {
  if (!res.data || res.data.ok) throw new Error(`not refused: ${JSON.stringify(res.data)}`);
  return res.data;
};

const valid = (email: string) => ({ Name: "Grace Hopper", CompanyName: "Compiler Bank", Email: email, website: "" });

let uploadId = "";
let staffer: TestStaff;

beforeAll(async () => {
  const staff = await createStaff("editor");
  staffer = staff;
  const stored = await storeUploads(callAs(staff), env.MEDIA, [new File([PDF], "GL Brochure.pdf", { type: "application/pdf" })]);
  if (!stored.ok) throw new Error(stored.error);
  uploadId = stored.uploads[0]!.id;
  const attached = await attachBrochure(callAs(staffer), env.MEDIA, { productId: GL.id, uploadId });
  expect(attached.ok).toBe(true);
});

describe("the brochure form on a product page", () => {
  it("stores a 'Brochure download' for the product and answers with a download ticket, whose file is the R2 object's bytes", async () => {
    const email = "grace@compiler.example";
    const res = await post(productPath(GL), valid(email));
    // The page confirms and starts the download from the ticket.
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      ok: true,
      message: "Thank you, Grace Hopper. The General Ledger product brochure (PDF, 3 KB) is on its way to your downloads; our sales team has your details.",
    });
    const location = downloadOf(res);
    expect(location).toMatch(/^\/brochures\/b1\.general-ledger\.\d+\.[A-Za-z0-9_-]+$/);
    expect(res.headers?.["Cache-Control"]).toBe("private, no-store");

    const { results } = await rowsFor(email);
    expect(results).toEqual([
      {
        contact_type: "Brochure download",
        products: "General Ledger",
        name: "Grace Hopper",
        company_name: "Compiler Bank",
        email,
        phone: "",
        comments: `Downloaded the brochure “GL Brochure.pdf” from ${productPath(GL)}.`,
      },
    ]);
    // Sales is told; the prospect is not sent an acknowledgement (the file is the answer).
    expect(await count("SELECT COUNT(*) AS n FROM email_outbox WHERE sales_request_id = (SELECT id FROM sales_requests WHERE email = ?1)", email)).toBe(1);

    const file = await download(location);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(`attachment; filename="GL Brochure.pdf"; filename*=UTF-8''GL%20Brochure.pdf`);
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    const object = await env.MEDIA.get(`uploads/${uploadId}`);
    const expected = new Uint8Array(await object!.arrayBuffer());
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(expected);
    expect(expected).toEqual(PDF);
  });

  it("refuses bad input with the contact form's messages and stores nothing (not even a rate-limit count)", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM sales_requests");
    const ip = freshIp();
    const res = await post(productPath(GL), { Name: "", CompanyName: "", Email: "not-an-address", website: "" }, ip);
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      error: "Please provide required values",
      fieldErrors: { Name: "Name is Required", CompanyName: "Company Name is Required", Email: "Email is Required" },
      fieldHints: { Email: "For example, name@bank.com" },
      values: { Name: "", CompanyName: "", Email: "not-an-address" },
    });
    expect(res.headers?.["Cache-Control"]).toBe("private, no-store");
    const tooLong = await post(productPath(GL), { ...valid("a@b.example"), Name: "n".repeat(101) }, ip);
    expect(tooLong.status).toBe(400);
    expect(refusal(tooLong).fieldErrors).toEqual({ Name: "Name must be at most 100 characters" });
    expect(await count("SELECT COUNT(*) AS n FROM sales_requests")).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM rate_limits WHERE bucket = ?1", `brochure:ip:${ip}`)).toBe(0);
  });

  it("answers 404 for a product without a brochure and for a path that is no product page, storing nothing", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM sales_requests");
    expect((await post(productPath(OTHER), valid("no-brochure@bank.example"))).status).toBe(404);
    expect((await post("/investment-management/no-such-product", valid("nowhere@bank.example"))).status).toBe(404);
    expect((await post(`${productPath(GL)}/`, valid("slash@bank.example"))).status).toBe(404);
    expect(await count("SELECT COUNT(*) AS n FROM sales_requests")).toBe(before);
  });

  it("answers 404 and stores nothing when the brochure's file is gone from R2", async () => {
    const staff = await createStaff("editor");
    const stored = await storeUploads(callAs(staff), env.MEDIA, [new File([PDF], "gone.pdf")]);
    if (!stored.ok) throw new Error(stored.error);
    expect((await attachBrochure(callAs(staffer), env.MEDIA, { productId: OTHER.id, uploadId: stored.uploads[0]!.id })).ok).toBe(true);
    await env.MEDIA.delete(`uploads/${stored.uploads[0]!.id}`);
    const before = await count("SELECT COUNT(*) AS n FROM sales_requests");
    expect((await post(productPath(OTHER), valid("gone@bank.example"))).status).toBe(404);
    expect(await count("SELECT COUNT(*) AS n FROM sales_requests")).toBe(before);
    expect((await removeBrochure(callAs(staffer), { productId: OTHER.id })).ok).toBe(true);
  });

  it("stores one request for a repeat of the same download, and rate-limits an address after five", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await post(productPath(GL), valid("repeat@bank.example"), ip)).status).toBe(200);
    expect((await rowsFor("repeat@bank.example")).results).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await post(productPath(GL), valid(`person${i}@bank.example`), ip)).status).toBe(200);
    const limited = await post(productPath(GL), valid("sixth@bank.example"), ip);
    expect(limited.status).toBe(429);
    expect(refusal(limited).error).toMatch(/^Too many requests from your network/);
    expect(Number(limited.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect((await rowsFor("sixth@bank.example")).results).toHaveLength(0);
    // Another address is not limited by this one.
    expect((await post(productPath(GL), valid("sixth@bank.example"))).status).toBe(200);
  });

  it("joins a later repeat by the same e-mail (any case) to the request it repeats: no second row, a dated line, no second notification", async () => {
    const email = "Returning.Reader@Bank.example";
    const first = new Date("2026-03-02T09:00:00Z");
    const later = new Date("2026-03-20T15:30:00Z");
    const accept = async (fields: Record<string, string>, now: Date, path = productPath(GL), product = GL) => {
      const ctx = createExecutionContext();
      const request = new Request(`http://127.0.0.1${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp(), Origin: "http://127.0.0.1" },
        body: new URLSearchParams(fields),
      });
      const out = (await brochureAction(request, context(ctx), { id: product.id, name: product.name, path }, { now })) as unknown as {
        data: BrochureActionData;
      };
      await waitOnExecutionContext(ctx);
      return out.data;
    };
    const byEmail = () =>
      env.DB.prepare("SELECT id, comments, created_at, updated_at FROM sales_requests WHERE lower(email) = lower(?1)")
        .bind(email)
        .all<{ id: string; comments: string; created_at: string; updated_at: string }>();
    expect((await accept(valid(email), first)).ok).toBe(true);
    const [original] = (await byEmail()).results;
    const notices = () => count("SELECT COUNT(*) AS n FROM email_outbox WHERE sales_request_id = ?1", original!.id);
    expect(await notices()).toBe(1);

    // Weeks later, typed in another case: the same request, with a dated line and a newer updated_at.
    expect((await accept(valid(email.toLowerCase()), later)).ok).toBe(true);
    const { results } = await byEmail();
    expect(results).toHaveLength(1);
    expect(results[0]!.id).toBe(original!.id);
    expect(results[0]!.comments).toBe(`${original!.comments}\nDownloaded the brochure again on 2026-03-20.`);
    expect(results[0]!.updated_at).toBe(later.toISOString());
    expect(await notices()).toBe(1);
    // The same day again adds nothing more.
    expect((await accept(valid(email), new Date("2026-03-20T18:00:00Z"))).ok).toBe(true);
    expect((await byEmail()).results[0]!.comments).toBe(results[0]!.comments);
  });

  it("records the page's language: a request from /es/… is stored as Spanish (sales read it), one from the English page as English", async () => {
    const spanish = "ada@banco.example";
    const res = await post(`/es${productPath(GL)}`, valid(spanish));
    expect(res.status).toBe(200);
    const stored = await env.DB.prepare("SELECT id, contact_type, language FROM sales_requests WHERE email = ?1").bind(spanish).first<Record<string, string>>();
    expect(stored).toMatchObject({ contact_type: "Brochure download", language: "es" });
    // Sales' notification names it, so they answer in Spanish; the prospect is sent no e-mail about a download.
    const mails = await env.DB.prepare("SELECT kind, body_text FROM email_outbox WHERE sales_request_id = ?1").bind(stored!.id).all<Record<string, string>>();
    expect(mails.results.map((m) => m.kind)).toEqual(["sales_notification"]);
    expect(mails.results[0]!.body_text).toMatch(/Language:\s+Spanish/);
    await post(productPath(GL), valid("ada@bank.example"));
    expect(await count("SELECT COUNT(*) AS n FROM sales_requests WHERE email = ?1 AND language = 'en'", "ada@bank.example")).toBe(1);
  });

  it("treats a filled honeypot as a bot: it gets the file, nothing is stored", async () => {
    const res = await post(productPath(GL), { ...valid("bot@spam.example"), website: "https://buy.example" });
    expect(res.status).toBe(200);
    expect((await rowsFor("bot@spam.example")).results).toHaveLength(0);
    expect((await download(downloadOf(res))).status).toBe(200);
  });

  it("refuses other methods with 405", async () => {
    const ctx = createExecutionContext();
    const request = new Request(`http://127.0.0.1${productPath(GL)}`, {
      method: "PUT",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "Name=x",
    });
    const thrown = await productAction({ request, context: context(ctx), params: {} } as never).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(405);
  });
});

describe("the download ticket", () => {
  it("is refused when forged or for another product, and an expired one goes back to the form", async () => {
    const good = await signDownloadTicket(SECRET, GL.id);
    expect((await download(`/brochures/${good.replace("general-ledger", "accounts-payable")}`)).status).toBe(404);
    expect((await download(`/brochures/${good.slice(0, -2)}xx`)).status).toBe(404);
    expect((await download("/brochures/b1.general-ledger.1.abc")).status).toBe(404);
    const otherSecret = await signDownloadTicket("another-secret-0123456789abcdef0123456", GL.id);
    expect((await download(`/brochures/${otherSecret}`)).status).toBe(404);
    const expired = await signDownloadTicket(SECRET, GL.id, Date.now() - TICKET_TTL_MS - 1000);
    const back = await download(`/brochures/${expired}`);
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe(`${productPath(GL)}#brochure`);
    // A product without a brochure has no file, whatever the ticket.
    expect((await download(`/brochures/${await signDownloadTicket(SECRET, OTHER.id)}`)).status).toBe(404);
  });
});

describe("the product page and the staff API", () => {
  it("the page's data names the brochure only for a product that has one", async () => {
    const load = async (path: string) => {
      const ctx = createExecutionContext();
      const out = (await productLoader({ request: new Request(`http://127.0.0.1${path}`), context: context(ctx), params: {} } as never)) as unknown as {
        data: { brochure: unknown };
        init?: unknown;
      };
      return out;
    };
    // A title people read, not the upload's file name.
    expect((await load(productPath(GL))).data.brochure).toEqual({ title: "General Ledger product brochure", size: "3 KB" });
    expect((await load(productPath(OTHER))).data.brochure).toBeNull();
    // No header of its own: the route sends the page with PUBLIC_CACHE.
    expect((await load(productPath(GL))).init ?? undefined).toBeUndefined();
  });

  it("a page whose brochure cannot be read still renders, without the offer and uncached", async () => {
    const ctx = createExecutionContext();
    const broken = {
      ...pageEnv(),
      DB: { prepare: () => ({ bind: () => ({ first: () => Promise.reject(new Error("D1 is down")) }) }) } as unknown as D1Database,
    };
    const out = (await productLoader({
      request: new Request(`http://127.0.0.1${productPath(GL)}`),
      context: { env: broken, requestId: "test", cspNonce: "n", waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p) },
      params: {},
    } as never)) as unknown as { data: { brochure: unknown; product: { name: string } }; init: { headers: Record<string, string> } };
    expect(out.data.product.name).toBe("General Ledger");
    expect(out.data.brochure).toBeNull();
    expect(out.init.headers).toEqual({ "Cache-Control": "no-store" });
  });

  it("GET /api/sales-requests returns brochure downloads with their type and product", async () => {
    const headers = await signedInHeaders("editor");
    const res = await client().api["sales-requests"].$get({ query: { q: "grace@compiler.example" } }, { headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items).toEqual([expect.objectContaining({ ContactType: "Brochure download", Products: "General Ledger", Phone: "" })]);
  });

  it("the public JSON door still refuses 'Brochure download' as a contact type and still requires a phone", async () => {
    const res = await client().api["sales-requests"].$post(
      { json: { ContactType: "Brochure download", Products: "General Ledger", Name: "A", CompanyName: "B", Email: "a@b.example" } },
      { headers: { "CF-Connecting-IP": freshIp() } },
    );
    expect(res.status).toBe(400);
    const issues = (await errorBodyOf(res)).issues!.map((i) => i.path);
    expect(issues).toEqual(expect.arrayContaining(["ContactType", "Phone"]));
  });
});
