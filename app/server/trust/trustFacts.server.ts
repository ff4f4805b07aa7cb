import { type TrustFact, type TrustSectionId, TRUST_SECTIONS } from "../../lib/trust/trustFacts";
import { trustFactIdSchema, trustFactSchema } from "../../lib/trust/trustFactSchema";
import { type StaffCall, type UniqueRule, admit, admitFound, auditRow, batchUnlessClash, deleteAudited } from "../operations/staffOperation.server";
import { type Narrowed, type TableRow } from "../platform/columns.server";
import { purgeAfterChange } from "../platform/edgeCache.server";
import { type Result, fail } from "../platform/result.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The trust centre's facts (table `trust_facts`, decision record 0023): read by /trust-centre and
 * /.well-known/security.txt, changed only through the staff operations below, each of which
 * parses its input, checks `trust:manage`, and writes the change with its audit row in one batch.
 * Saving a fact, or confirming it unchanged, dates its review today unless a day is given: the
 * admin who saves it is the one who checked it.
 */
/** A fact's row (the generated table type, its section narrowed to the known ones). */
type Row = Narrowed<TableRow<"trust_facts">, "section", TrustSectionId>;

/** The public page the facts show on, purged from the location's edge cache after a change (decision 0027). */
const TRUST_PAGES = ["/trust-centre"];

const toFact = (r: Row): TrustFact => ({
  id: r.id,
  section: r.section,
  title: r.title,
  body: r.body,
  reviewedOn: r.reviewed_on,
  position: Number(r.position),
  updatedAt: r.updated_at,
});

const COLUMNS = "id, section, title, body, reviewed_on, position, updated_at";
// The page's section order, then staff's order within a section.
const ORDER = `CASE section ${TRUST_SECTIONS.map((s, i) => `WHEN '${s.id}' THEN ${i}`).join(" ")} END, position, title`;

export async function listTrustFacts(db: D1): Promise<TrustFact[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM trust_facts ORDER BY ${ORDER}`).all<Row>();
  return results.map(toFact);
}

export async function getTrustFact(db: D1, id: string): Promise<TrustFact | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM trust_facts WHERE id = ?1`).bind(id).first<Row>();
  return row ? toFact(row) : null;
}

/** The latest review of a section's facts (security.txt's Expires follows the disclosure section's). */
export async function lastReviewed(db: D1, section: TrustSectionId): Promise<string | null> {
  const row = await db.prepare("SELECT max(reviewed_on) AS day FROM trust_facts WHERE section = ?1").bind(section).first<{ day: string | null }>();
  return row?.day ?? null;
}

/** A fact as the operations below name it by id. */
const FACTS = { permission: "trust:manage", schema: trustFactIdSchema, table: "trust_facts", find: getTrustFact, notFound: "Fact not found" } as const;

const today = (now: string) => now.slice(0, 10);
const futureReview = () =>
  fail(400, "A review cannot be dated in the future", { issues: [{ path: "reviewedOn", message: "A review cannot be dated in the future" }] });
/** A fact's title is unique within its section. */
const uniqueTitles: UniqueRule = {
  isClash: (error) => String(error instanceof Error ? error.message : error).includes("UNIQUE"),
  clash: () =>
    fail(409, "This section already has a fact with this title", { issues: [{ path: "title", message: "This section already has a fact with this title" }] }),
};

interface Clock {
  /** The request's time (ISO): a review may be dated today, not later. */
  now?: string;
}

/** Adds a fact (trust:manage). */
export async function createTrustFact(call: StaffCall, raw: unknown, { now = new Date().toISOString() }: Clock = {}): Promise<Result<{ fact: TrustFact }>> {
  const parsed = admit(call, "trust:manage", trustFactSchema, raw);
  if (!parsed.ok) return parsed;
  const input = { ...parsed.data, reviewedOn: parsed.data.reviewedOn ?? today(now) };
  if (input.reviewedOn > today(now)) return futureReview();
  const { db } = call;
  const id = crypto.randomUUID();
  const written = await batchUnlessClash(
    db,
    [
      db
        .prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on, position, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)")
        .bind(id, input.section, input.title, input.body, input.reviewedOn, input.position, now),
      auditRow(call, { action: "trust.fact.create", target: input.title, detail: `${input.section}, reviewed ${input.reviewedOn}` }),
    ],
    uniqueTitles,
  );
  if (!written.ok) return written;
  await purgeAfterChange(call, TRUST_PAGES);
  return { ok: true, fact: (await getTrustFact(db, id))! };
}

/** Changes a fact: its words, its section or order, or only the date it was last reviewed (trust:manage). */
export async function editTrustFact(call: StaffCall, raw: unknown, { now = new Date().toISOString() }: Clock = {}): Promise<Result<{ fact: TrustFact }>> {
  const ref = admit(call, "trust:manage", trustFactIdSchema, raw);
  if (!ref.ok) return ref;
  const parsed = admit(call, "trust:manage", trustFactSchema, raw);
  if (!parsed.ok) return parsed;
  const input = { ...parsed.data, reviewedOn: parsed.data.reviewedOn ?? today(now) };
  if (input.reviewedOn > today(now)) return futureReview();
  const { db } = call;
  const written = await batchUnlessClash(
    db,
    [
      db
        .prepare("UPDATE trust_facts SET section = ?2, title = ?3, body = ?4, reviewed_on = ?5, position = ?6, updated_at = ?7 WHERE id = ?1")
        .bind(ref.data.id, input.section, input.title, input.body, input.reviewedOn, input.position, now),
      auditRow(call, { action: "trust.fact.edit", target: input.title, detail: `${input.section}, reviewed ${input.reviewedOn}` }, { ifChanged: true }),
    ],
    uniqueTitles,
  );
  if (!written.ok) return written;
  if (written.results[0]?.meta.changes === 0) return fail(404, FACTS.notFound);
  await purgeAfterChange(call, TRUST_PAGES);
  return { ok: true, fact: (await getTrustFact(db, ref.data.id))! };
}

/** Confirms a fact unchanged: its words stand, reviewed today (trust:manage). */
export async function confirmTrustFact(call: StaffCall, raw: unknown, { now = new Date().toISOString() }: Clock = {}): Promise<Result<{ fact: TrustFact }>> {
  const found = await admitFound(call, FACTS, raw);
  if (!found.ok) return found;
  const { row: fact } = found;
  const { db } = call;
  const [updated] = await db.batch([
    db.prepare("UPDATE trust_facts SET reviewed_on = ?2, updated_at = ?3 WHERE id = ?1").bind(fact.id, today(now), now),
    auditRow(call, { action: "trust.fact.confirm", target: fact.title, detail: `${fact.section}, reviewed ${today(now)}` }, { ifChanged: true }),
  ]);
  if (updated?.meta.changes === 0) return fail(404, FACTS.notFound);
  await purgeAfterChange(call, TRUST_PAGES);
  return { ok: true, fact: (await getTrustFact(db, fact.id))! };
}

/** Deletes a fact (trust:manage); a delete that finds it gone already writes no audit row. */
export async function deleteTrustFact(call: StaffCall, raw: unknown): Promise<Result<{ fact: TrustFact }>> {
  const deleted = await deleteAudited(call, raw, FACTS, (fact) => ({ action: "trust.fact.delete", target: fact.title, detail: fact.section }));
  if (!deleted.ok) return deleted;
  await purgeAfterChange(call, TRUST_PAGES);
  return { ok: true, fact: deleted.row };
}
