import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCompanyEntry, deleteCompanyEntry } from "../../../app/server/company/companyOperations.server";
import { deleteTranslation, saveTranslation } from "../../../app/server/translations/translationOperations.server";
import { translationOf } from "../../../app/server/translations/contentTranslations.server";
import { englishWordFiles } from "../../support/productWords";
import { createStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused } from "./atomicity";

/**
 * The versions per language of the company's offices and channels and of a product's copy
 * (decision record 0054), operation by operation: who may, bad fields answer 400 with their
 * issues and store nothing, the version and its audit row land together or not at all, and a
 * record deleted takes its versions with it.
 */
const office = { city: "Lisbon", role: "Southern Europe", street: "Avenida Exemplo 10", locality: "Lisboa", country: "PT", countryName: "Portugal" };
const channel = { contactType: "sales", label: "Sales", email: "sales@example.com", telephone: "", hours: "Weekdays, 9:00–17:00" };
const stored = (kind: string, id: string) => count("SELECT count(*) AS n FROM content_translations WHERE kind = ?1 AND record_id = ?2", kind, id);

async function entries() {
  const admin = callAs(await createStaff("admin"));
  const o = await createCompanyEntry(admin, "office", office);
  const c = await createCompanyEntry(admin, "channel", channel);
  if (!o.ok || !c.ok) throw new Error("entries not created");
  return { admin, officeId: o.entry.id, channelId: c.entry.id };
}

describe("an office's and a channel's versions per language", () => {
  it("an admin saves and removes them, each with its audit row; the public reads see them", async () => {
    const { admin, officeId, channelId } = await entries();
    expect(await saveTranslation(admin, { kind: "company_office", recordId: officeId, language: "es", fields: { role: "Sur de Europa" } })).toMatchObject({
      ok: true,
    });
    expect(
      await saveTranslation(admin, {
        kind: "company_channel",
        recordId: channelId,
        language: "ar",
        fields: { label: "المبيعات", hours: "أيام العمل، 9:00–17:00" },
      }),
    ).toMatchObject({ ok: true });
    expect(await translationOf(env.DB, "company_office", officeId, "es")).toEqual({ role: "Sur de Europa" });
    expect(await translationOf(env.DB, "company_channel", channelId, "ar")).toEqual({ label: "المبيعات", hours: "أيام العمل، 9:00–17:00" });
    expect((await auditRows("translation.save")).filter((r) => r.actor_id === admin.actor.id).map((r) => [r.target, r.detail])).toEqual([
      ["Lisbon", `es: company_office ${officeId}`],
      ["Sales", `ar: company_channel ${channelId}`],
    ]);
    expect(await deleteTranslation(admin, { kind: "company_office", recordId: officeId, language: "es" })).toMatchObject({ ok: true });
    expect(await stored("company_office", officeId)).toBe(0);
  });

  it("answers 400 with the issues of bad fields (at fields.<name>) and stores nothing", async () => {
    const { admin, officeId, channelId } = await entries();
    const blank = await saveTranslation(admin, { kind: "company_channel", recordId: channelId, language: "fr", fields: { label: " ", hours: "x" } });
    expect(blank).toMatchObject({ ok: false, status: 400, error: expect.any(String), issues: [{ path: "fields.label", message: "Name is Required" }] });
    const long = await saveTranslation(admin, { kind: "company_office", recordId: officeId, language: "fr", fields: { role: "r".repeat(121) } });
    expect(long).toMatchObject({ ok: false, status: 400, issues: [{ path: "fields.role", message: "Role must be at most 120 characters" }] });
    // The English has hours: the version must give them too.
    const noHours = await saveTranslation(admin, { kind: "company_channel", recordId: channelId, language: "fr", fields: { label: "Ventes" } });
    expect(noHours).toMatchObject({ ok: false, status: 400, issues: [{ path: "fields.hours", message: "The English has hours: give its words too" }] });
    const badLanguage = await saveTranslation(admin, { kind: "company_office", recordId: officeId, language: "en", fields: { role: "Head office" } });
    expect(badLanguage).toMatchObject({ ok: false, status: 400, issues: [{ path: "language" }] });
    expect([await stored("company_office", officeId), await stored("company_channel", channelId)]).toEqual([0, 0]);
  });

  it("refuses an editor (company:manage is an admin's), answers 404 for an entry not there, and stores nothing without its audit row", async () => {
    const { admin, officeId } = await entries();
    const editor = callAs(await createStaff("editor"));
    const words = { kind: "company_office", recordId: officeId, language: "pt", fields: { role: "Sul da Europa" } };
    expect(await saveTranslation(editor, words)).toMatchObject({ ok: false, status: 403 });
    expect(await saveTranslation(admin, { ...words, recordId: crypto.randomUUID() })).toMatchObject({ ok: false, status: 404, error: "Office not found" });
    expect(String(await whileAuditRefused(() => saveTranslation(admin, words)))).toMatch(/refused by the test/);
    expect(await stored("company_office", officeId)).toBe(0);
  });

  it("goes with its entry when the entry is deleted", async () => {
    const { admin, channelId } = await entries();
    expect(
      await saveTranslation(admin, { kind: "company_channel", recordId: channelId, language: "es", fields: { label: "Ventas", hours: "Laborables" } }),
    ).toMatchObject({
      ok: true,
    });
    expect(await deleteCompanyEntry(admin, "channel", { id: channelId })).toMatchObject({ ok: true });
    expect(await stored("company_channel", channelId)).toBe(0);
  });
});

describe("a product's copy per language", () => {
  const copy = { overview: "Primer párrafo.\n\nSegundo párrafo.", features: "Una función\nOtra función", serves: "Bancos." };

  it("an editor saves it (the catalogue's product is always there); bad fields answer 400 and store nothing; no audit row, no version", async () => {
    const editor = { ...callAs(await createStaff("editor")), files: englishWordFiles };
    const ref = { kind: "product", recordId: "payment-processing", language: "es" };
    expect(await saveTranslation(editor, { ...ref, fields: { ...copy, features: Array.from({ length: 13 }, (_, i) => `F${i}`).join("\n") } })).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: "fields.features", message: "At most 12 features" }],
    });
    expect(await saveTranslation(editor, { ...ref, fields: { ...copy, serves: "" } })).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: "fields.serves", message: "Who it serves is Required" }],
    });
    expect(await saveTranslation(editor, { ...ref, recordId: "no-such-product", fields: copy })).toMatchObject({
      ok: false,
      status: 404,
      error: "Product not found",
    });
    expect(String(await whileAuditRefused(() => saveTranslation(editor, { ...ref, fields: copy })))).toMatch(/refused by the test/);
    expect(await stored("product", "payment-processing")).toBe(0);

    expect(await saveTranslation(editor, { ...ref, fields: copy })).toMatchObject({ ok: true });
    expect(await translationOf(env.DB, "product", "payment-processing", "es")).toEqual(copy);
    expect((await auditRows("translation.save")).some((r) => r.actor_id === editor.actor.id && r.target === "Payment Processing")).toBe(true);
    expect(await deleteTranslation(editor, ref)).toMatchObject({ ok: true });
    expect(await deleteTranslation(editor, ref)).toMatchObject({ ok: false, status: 404 });
  });
});
