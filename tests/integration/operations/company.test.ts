import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_CACHE } from "../../../app/lib/cache";
import { companyLaunchItems } from "../../../app/server/company/companyLaunch.server";
import { createCompanyEntry, deleteCompanyEntry, editCompanyEntry, moveCompanyEntry } from "../../../app/server/company/companyOperations.server";
import { companyOrganizationLd, readCompanyProfile } from "../../../app/server/company/companyProfile.server";
import { edgeLookup, edgeStore, setBuildId } from "../../../app/server/platform/edgeCache.server";
import { makeUpload } from "../blog/fixtures";
import { createStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

/**
 * The company page's entries (decision records 0020, 0039): offices, leaders and sales/support
 * channels, each added, edited, moved and deleted only by these operations (company:manage,
 * admins), the change and its audit row in one batch, then /company and / purged.
 */
const office = (over: Record<string, unknown> = {}) => ({
  city: "Lisbon",
  role: "Southern Europe",
  street: "Avenida Exemplo 10",
  locality: "Lisboa",
  region: "",
  postalCode: "1000-001",
  country: "pt",
  countryName: "Portugal",
  telephone: "+351 21 000 0000",
  ...over,
});
const leader = (over: Record<string, unknown> = {}) => ({ name: "Ana Sousa", title: "Chief Financial Officer", bio: "Runs finance.", ...over });
const channel = (over: Record<string, unknown> = {}) => ({
  contactType: "sales",
  label: "Sales",
  email: "sales@meridian-fs.example",
  telephone: "+1 212 555 0100",
  hours: "Weekdays",
  ...over,
});
const TABLES = ["company_offices", "company_leaders", "company_channels"];
const rowsIn = async () => Promise.all(TABLES.map((t) => count(`SELECT count(*) AS n FROM ${t}`)));
/** The audit log is append-only: each test reads the rows written since it began. */
let mark = 0;
const companyActions = async () => {
  const { results } = await env.DB.prepare("SELECT action, target, detail FROM staff_audit WHERE action LIKE 'company.%' AND id > ?1 ORDER BY id")
    .bind(mark)
    .all<{
      action: string;
      target: string;
      detail: string;
    }>();
  return results;
};

beforeEach(async () => {
  await env.DB.batch(TABLES.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  mark = await count("SELECT coalesce(max(id), 0) AS n FROM staff_audit");
});

describe("company entries: who may change them", () => {
  it("an editor may not add, edit, move or delete any entry (403, nothing stored, no audit row); an admin may", async () => {
    const admin = callAs(await createStaff("admin"));
    const editor = callAs(await createStaff("editor"));
    const made = await createCompanyEntry(admin, "office", office());
    if (!made.ok) throw new Error(made.error);
    const before = await readCompanyProfile(env.DB);
    for (const [kind, input] of [
      ["office", office()],
      ["leader", leader()],
      ["channel", channel()],
    ] as const) {
      expect(await createCompanyEntry(editor, kind, input)).toMatchObject({ ok: false, status: 403 });
    }
    expect(await editCompanyEntry(editor, "office", { ...office({ city: "Porto" }), id: made.entry.id })).toMatchObject({ ok: false, status: 403 });
    expect(await moveCompanyEntry(editor, "office", { id: made.entry.id, direction: "down" })).toMatchObject({ ok: false, status: 403 });
    expect(await deleteCompanyEntry(editor, "office", { id: made.entry.id })).toMatchObject({ ok: false, status: 403 });
    expect(await readCompanyProfile(env.DB)).toEqual(before);
    expect((await companyActions()).map((r) => r.action)).toEqual(["company.office.create"]);
  });
});

describe("company entries: bad input is refused with its issues and stores nothing", () => {
  it("an office without its fields, a bad country code or telephone", async () => {
    const admin = callAs(await createStaff("admin"));
    const empty = await createCompanyEntry(admin, "office", {});
    expect(empty).toMatchObject({ ok: false, status: 400 });
    if (empty.ok) return;
    expect(empty.issues!.map((i) => i.path).sort()).toEqual(["city", "country", "countryName", "locality", "street"]);
    const path = async (over: Record<string, unknown>) => {
      const r = await createCompanyEntry(admin, "office", office(over));
      return r.ok ? null : r.issues?.[0]?.path;
    };
    expect(await path({ country: "Portugal" })).toBe("country");
    expect(await path({ telephone: "21 000 0000" })).toBe("telephone");
    expect(await path({ telephone: "+1 2" })).toBe("telephone");
    expect(await path({ city: "x".repeat(81) })).toBe("city");
    expect(await rowsIn()).toEqual([0, 0, 0]);
    expect(await companyActions()).toEqual([]);
  });

  it("a leader's photo needs its text alternative and must be an image of the uploads library", async () => {
    const admin = callAs(await createStaff("admin"));
    const png = await makeUpload("png");
    const pdf = await makeUpload("pdf");
    const withPhoto = (photoUploadId: string, photoAlt = "") => createCompanyEntry(admin, "leader", leader({ photoUploadId, photoAlt }));
    expect(await withPhoto(png.id)).toMatchObject({ ok: false, status: 400, issues: [{ path: "photoAlt" }] });
    expect(await withPhoto(pdf.id, "A pdf")).toMatchObject({ ok: false, status: 400, issues: [{ path: "photoUploadId" }] });
    expect(await withPhoto(crypto.randomUUID(), "Nobody")).toMatchObject({ ok: false, status: 400, issues: [{ path: "photoUploadId" }] });
    expect(await withPhoto("not-an-id", "Nobody")).toMatchObject({ ok: false, status: 400, issues: [{ path: "photoUploadId" }] });
    expect(await createCompanyEntry(admin, "leader", { name: "", title: "" })).toMatchObject({ ok: false, status: 400 });
    expect(await rowsIn()).toEqual([0, 0, 0]);
    const made = await withPhoto(png.id, "Ana Sousa, smiling");
    expect(made).toMatchObject({
      ok: true,
      entry: { name: "Ana Sousa", photo: { uploadId: png.id, url: `/media/uploads/${png.id}`, alt: "Ana Sousa, smiling" } },
    });
  });

  it("a channel needs an e-mail address or a telephone, a valid address, and a known contact type", async () => {
    const admin = callAs(await createStaff("admin"));
    expect(await createCompanyEntry(admin, "channel", channel({ email: "", telephone: "" }))).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: "email" }],
    });
    expect(await createCompanyEntry(admin, "channel", channel({ email: "sales@harbor" }))).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: "email" }],
    });
    expect(await createCompanyEntry(admin, "channel", channel({ contactType: "marketing" }))).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: "contactType" }],
    });
    expect(await rowsIn()).toEqual([0, 0, 0]);
    expect(await createCompanyEntry(admin, "channel", channel({ telephone: "" }))).toMatchObject({ ok: true, entry: { telephone: "", sample: false } });
  });

  it("an edit or delete of an entry that is not there answers 404 and writes no audit row; a malformed id 400", async () => {
    const admin = callAs(await createStaff("admin"));
    const id = crypto.randomUUID();
    expect(await editCompanyEntry(admin, "office", { ...office(), id })).toMatchObject({ ok: false, status: 404 });
    expect(await moveCompanyEntry(admin, "leader", { id, direction: "up" })).toMatchObject({ ok: false, status: 404 });
    expect(await deleteCompanyEntry(admin, "channel", { id })).toMatchObject({ ok: false, status: 404 });
    expect(await deleteCompanyEntry(admin, "channel", { id: "1; DROP TABLE company_channels" })).toMatchObject({ ok: false, status: 400 });
    expect(await moveCompanyEntry(admin, "leader", { id, direction: "sideways" })).toMatchObject({ ok: false, status: 400 });
    expect(await companyActions()).toEqual([]);
  });
});

describe("company entries: each change and its audit row land together", () => {
  it("adds at the end, edits, moves and deletes, each with one audit row naming the entry", async () => {
    const admin = callAs(await createStaff("admin"));
    const lisbon = await createCompanyEntry(admin, "office", office());
    const porto = await createCompanyEntry(admin, "office", office({ city: "Porto", sample: "on" }));
    if (!lisbon.ok || !porto.ok) throw new Error("not created");
    expect(lisbon.entry).toMatchObject({ country: "PT", position: 0, sample: false });
    expect(porto.entry).toMatchObject({ position: 1, sample: true });
    expect(await editCompanyEntry(admin, "office", { ...office({ city: "Lisbon (HQ)" }), id: lisbon.entry.id })).toMatchObject({
      ok: true,
      entry: { city: "Lisbon (HQ)" },
    });
    expect(await moveCompanyEntry(admin, "office", { id: porto.entry.id, direction: "up" })).toMatchObject({ ok: true });
    expect((await readCompanyProfile(env.DB)).offices.map((o) => o.city)).toEqual(["Porto", "Lisbon (HQ)"]);
    // Already first: nothing moves and no row is written.
    expect(await moveCompanyEntry(admin, "office", { id: porto.entry.id, direction: "up" })).toMatchObject({ ok: true });
    expect(await deleteCompanyEntry(admin, "office", { id: porto.entry.id })).toMatchObject({ ok: true, entry: { city: "Porto" } });
    expect((await readCompanyProfile(env.DB)).offices.map((o) => o.city)).toEqual(["Lisbon (HQ)"]);
    expect(await companyActions()).toEqual([
      { action: "company.office.create", target: "Lisbon", detail: lisbon.entry.id },
      { action: "company.office.create", target: "Porto", detail: porto.entry.id },
      { action: "company.office.edit", target: "Lisbon (HQ)", detail: lisbon.entry.id },
      { action: "company.office.move", target: "Porto", detail: "up, to place 1 of 2" },
      { action: "company.office.delete", target: "Porto", detail: porto.entry.id },
    ]);
    const [row] = (await auditRows("company.office.create")).filter((r) => r.detail === lisbon.entry.id);
    expect(row).toMatchObject({ actor_id: admin.actor.id, actor_email: admin.actor.email, ip: "198.18.90.1" });
  });

  it("adds, changes, moves and deletes nothing when the audit row cannot be written", async () => {
    const admin = callAs(await createStaff("admin"));
    for (const [kind, input] of [
      ["office", office()],
      ["leader", leader()],
      ["channel", channel()],
    ] as const) {
      expect(String(await whileAuditRefused(() => createCompanyEntry(admin, kind, input)))).toMatch(/refused by the test/);
    }
    expect(await rowsIn()).toEqual([0, 0, 0]);
    const a = await createCompanyEntry(admin, "leader", leader());
    const b = await createCompanyEntry(admin, "leader", leader({ name: "Ben Lee" }));
    if (!a.ok || !b.ok) throw new Error("not created");
    const before = await readCompanyProfile(env.DB);
    for (const run of [
      () => editCompanyEntry(admin, "leader", { ...leader({ name: "Changed" }), id: a.entry.id }),
      () => moveCompanyEntry(admin, "leader", { id: a.entry.id, direction: "down" }),
      () => deleteCompanyEntry(admin, "leader", { id: a.entry.id }),
    ]) {
      expect(String(await whileAuditRefused(run))).toMatch(/refused by the test/);
    }
    expect(await readCompanyProfile(env.DB)).toEqual(before);
    expect((await companyActions()).map((r) => r.action)).toEqual(["company.leader.create", "company.leader.create"]);
  });

  it("writes no audit row when the entry itself cannot be written", async () => {
    const admin = callAs(await createStaff("admin"));
    expect(String(await whileRefused("company_channels", "INSERT", () => createCompanyEntry(admin, "channel", channel())))).toMatch(/refused by the test/);
    const made = await createCompanyEntry(admin, "channel", channel());
    if (!made.ok) throw new Error(made.error);
    expect(String(await whileRefused("company_channels", "UPDATE", () => editCompanyEntry(admin, "channel", { ...channel(), id: made.entry.id })))).toMatch(
      /refused by the test/,
    );
    expect(String(await whileRefused("company_channels", "DELETE", () => deleteCompanyEntry(admin, "channel", { id: made.entry.id })))).toMatch(
      /refused by the test/,
    );
    expect((await companyActions()).map((r) => r.action)).toEqual(["company.channel.create"]);
  });
});

describe("company entries: what the public pages are built from", () => {
  const SITE = "https://site.example";
  const page = (path: string) => new Request(`${SITE}${path}`);
  const keep = (path: string) =>
    edgeStore(page(path), new Response("<p>before</p>", { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_CACHE } }), "", 60);
  const kept = async (paths: string[]) => (await Promise.all(paths.map(async (p) => ((await edgeLookup(page(p), "n")) ? p : null)))).filter(Boolean);

  it("each operation purges /company and the home page (both carry the Organization JSON-LD), not other pages", async () => {
    setBuildId(crypto.randomUUID());
    const admin = { ...callAs(await createStaff("admin")), origin: `${SITE}/admin/company` };
    const pages = ["/company", "/"];
    const steps = [
      async () => {
        const made = await createCompanyEntry(admin, "office", office());
        return made.ok ? made.entry.id : "";
      },
    ];
    await Promise.all([...pages, "/trust-centre"].map(keep));
    const id = await steps[0]!();
    expect(await kept([...pages, "/trust-centre"])).toEqual(["/trust-centre"]);
    for (const run of [
      () => editCompanyEntry(admin, "office", { ...office({ city: "Faro" }), id }),
      () => createCompanyEntry(admin, "office", office({ city: "Braga" })),
      () => moveCompanyEntry(admin, "office", { id, direction: "down" }),
      () => deleteCompanyEntry(admin, "office", { id }),
    ]) {
      await Promise.all(pages.map(keep));
      expect((await run()).ok).toBe(true);
      expect(await kept(pages)).toEqual([]);
    }
  });

  it("the Organization JSON-LD states only what exists: the brand alone on an empty database, then the entries", async () => {
    const config = { siteTitle: "Meridian", siteUrl: "https://site.example", salesEmail: "sales@meridian-fs.example", social: [] };
    const empty = companyOrganizationLd(config, await readCompanyProfile(env.DB)) as Record<string, unknown>;
    expect(empty).toMatchObject({ "@type": "Organization", name: "Meridian" });
    expect(Object.keys(empty)).not.toEqual(expect.arrayContaining(["address"]));
    expect(empty.contactPoint).toBeUndefined();
    expect(empty.location).toBeUndefined();
    const admin = callAs(await createStaff("admin"));
    await createCompanyEntry(admin, "office", office());
    await createCompanyEntry(admin, "channel", channel({ contactType: "customer support", email: "" }));
    const full = companyOrganizationLd(config, await readCompanyProfile(env.DB));
    expect(full).toMatchObject({
      address: { "@type": "PostalAddress", streetAddress: "Avenida Exemplo 10", addressCountry: "PT" },
      contactPoint: [{ "@type": "ContactPoint", contactType: "customer support", telephone: "+12125550100" }],
      location: [{ "@type": "Place", name: "Lisbon office", telephone: "+351210000000" }],
    });
  });

  it("companyLaunchItems lists the entries still tagged sample, each fixed at /admin/company, and drops one once it is real", async () => {
    const admin = callAs(await createStaff("admin"));
    expect(await companyLaunchItems(env, new Date())).toEqual([]);
    const sampleOffice = await createCompanyEntry(admin, "office", office({ sample: true }));
    await createCompanyEntry(admin, "leader", leader({ sample: "on" }));
    await createCompanyEntry(admin, "channel", channel());
    if (!sampleOffice.ok) throw new Error(sampleOffice.error);
    expect(await companyLaunchItems(env, new Date())).toEqual([
      { area: "Company", label: "Sample office: Lisbon", fixHref: "/admin/company" },
      { area: "Company", label: "Sample leader: Ana Sousa", fixHref: "/admin/company" },
    ]);
    await editCompanyEntry(admin, "office", { ...office(), id: sampleOffice.entry.id });
    expect((await companyLaunchItems(env, new Date())).map((i) => i.label)).toEqual(["Sample leader: Ana Sousa"]);
  });
});
