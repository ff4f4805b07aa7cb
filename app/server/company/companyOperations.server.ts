import type { AuditAction } from "../../lib/admin/audit";
import {
  type ChannelInput,
  type LeaderInput,
  type OfficeInput,
  channelSchema,
  companyEntryIdSchema,
  companyMoveSchema,
  leaderSchema,
  officeSchema,
} from "../../lib/company/companySchemas";
import { type CompanyKind, type ContactChannel, type Leader, type Office, CONTACT_TYPE_LABELS } from "../../lib/company/profile";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { type StaffCall, admit, auditRow, deleteAudited } from "../operations/staffOperation.server";
import { purgeAfterChange } from "../platform/edgeCache.server";
import { type Failure, type Result, fail } from "../platform/result.server";
import type { Columns } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import {
  CHANNEL_COLUMNS,
  type ChannelRow,
  ENTRY_ORDER,
  LEADER_COLUMNS,
  type LeaderRow,
  OFFICE_COLUMNS,
  type OfficeRow,
  toChannel,
  toLeader,
  toOffice,
} from "./companyProfile.server";

/**
 * The staff's writes to the company page (company:manage, admins only; decision records 0020,
 * 0039): for each kind of entry (an office, a leader, a sales/support channel) add, edit, move
 * up or down, and delete. Each parses its input with the kind's one schema, checks the
 * permission, writes the change and its audit row in ONE batch, then purges the pages that
 * show the entries: /company and the home page, which both carry the Organization JSON-LD.
 */
const COMPANY_PAGES = ["/company", "/"];

interface EntryOf {
  office: Office;
  leader: Leader;
  channel: ContactChannel;
}
interface InputOf {
  office: OfficeInput;
  leader: LeaderInput;
  channel: ChannelInput;
}

interface KindSpec<K extends CompanyKind> {
  /** A constant table name, never input. */
  table: "company_offices" | "company_leaders" | "company_channels";
  select: string;
  noun: string;
  schema: typeof officeSchema | typeof leaderSchema | typeof channelSchema;
  /** The stored columns an input sets, in the order of `values`. */
  columns: readonly string[];
  values: (input: InputOf[K]) => unknown[];
  toEntry: (row: never) => EntryOf[K];
  /** What the audit row names. */
  target: (entry: InputOf[K] | EntryOf[K]) => string;
  /** References the schema cannot check (the leader's photo is an image of the uploads library). */
  check?: (db: D1, input: InputOf[K]) => Promise<Failure | null>;
}

const invalid = (path: string, message: string) => fail(400, REQUIRED_VALUES_MESSAGE, { issues: [{ path, message }] });

async function photoIsAnImage(db: D1, input: LeaderInput): Promise<Failure | null> {
  if (!input.photoUploadId) return null;
  const u = await db.prepare("SELECT kind FROM uploads WHERE id = ?1").bind(input.photoUploadId).first<Columns<"uploads", "kind">>();
  if (!u) return invalid("photoUploadId", "Photo not found in the uploads library");
  if (u.kind !== "image") return invalid("photoUploadId", "The photo must be an image");
  return null;
}

const SPECS: { [K in CompanyKind]: KindSpec<K> } = {
  office: {
    table: "company_offices",
    select: OFFICE_COLUMNS,
    noun: "Office",
    schema: officeSchema,
    columns: ["city", "role", "street", "locality", "region", "postal_code", "country", "country_name", "telephone", "sample"],
    values: (o) => [o.city, o.role, o.street, o.locality, o.region, o.postalCode, o.country, o.countryName, o.telephone, o.sample ? 1 : 0],
    toEntry: (r: OfficeRow) => toOffice(r),
    target: (o) => o.city,
  },
  leader: {
    table: "company_leaders",
    select: LEADER_COLUMNS,
    noun: "Leader",
    schema: leaderSchema,
    columns: ["name", "title", "bio", "photo_upload_id", "photo_alt", "sample"],
    values: (l) => [l.name, l.title, l.bio, l.photoUploadId, l.photoUploadId ? l.photoAlt : "", l.sample ? 1 : 0],
    toEntry: (r: LeaderRow) => toLeader(r),
    target: (l) => l.name,
    check: photoIsAnImage,
  },
  channel: {
    table: "company_channels",
    select: CHANNEL_COLUMNS,
    noun: "Channel",
    schema: channelSchema,
    columns: ["contact_type", "label", "email", "telephone", "hours", "sample"],
    values: (c) => [c.contactType, c.label, c.email, c.telephone, c.hours, c.sample ? 1 : 0],
    toEntry: (r: ChannelRow) => toChannel(r),
    target: (c) => `${c.label} (${CONTACT_TYPE_LABELS[c.contactType]})`,
  },
};

const spec = <K extends CompanyKind>(kind: K) => SPECS[kind] as unknown as KindSpec<K>;
const action = (kind: CompanyKind, verb: "create" | "edit" | "move" | "delete") => `company.${kind}.${verb}` as AuditAction;
const notFound = (kind: CompanyKind) => `${spec(kind).noun} not found`;

/** One entry by id, or null. */
export async function getCompanyEntry<K extends CompanyKind>(db: D1, kind: K, id: string): Promise<EntryOf[K] | null> {
  const s = spec(kind);
  const row = await db.prepare(`SELECT ${s.select} FROM ${s.table} WHERE id = ?1`).bind(id).first();
  return row ? s.toEntry(row as never) : null;
}

type CompanyResult<K extends CompanyKind> = Result<{ entry: EntryOf[K] }>;

/** A new or edited entry's fields: parsed by its kind's schema (company:manage), then its kind's own check. */
async function admitEntry<K extends CompanyKind>(call: StaffCall, s: KindSpec<K>, raw: unknown): Promise<Result<{ input: InputOf[K] }>> {
  const parsed = admit(call, "company:manage", s.schema, raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data as InputOf[K];
  return (await s.check?.(call.db, input)) ?? { ok: true, input };
}

/** Adds an entry at the end of its list (company:manage). */
export async function createCompanyEntry<K extends CompanyKind>(call: StaffCall, kind: K, raw: unknown): Promise<CompanyResult<K>> {
  const s = spec(kind);
  const admitted = await admitEntry(call, s, raw);
  if (!admitted.ok) return admitted;
  const { db } = call;
  const { input } = admitted;
  const id = crypto.randomUUID();
  const values = s.values(input);
  const params = values.map((_, i) => `?${i + 2}`).join(", ");
  await db.batch([
    db
      .prepare(
        `INSERT INTO ${s.table} (id, ${s.columns.join(", ")}, position)
         SELECT ?1, ${params}, coalesce(max(position) + 1, 0) FROM ${s.table}`,
      )
      .bind(id, ...values),
    auditRow(call, { action: action(kind, "create"), target: s.target(input), detail: id }),
  ]);
  await purgeAfterChange(call, COMPANY_PAGES);
  return { ok: true, entry: (await getCompanyEntry(db, kind, id))! };
}

/** Changes an entry's fields; its place in the list stays (company:manage). */
export async function editCompanyEntry<K extends CompanyKind>(call: StaffCall, kind: K, raw: unknown): Promise<CompanyResult<K>> {
  const s = spec(kind);
  const ref = admit(call, "company:manage", companyEntryIdSchema, raw);
  if (!ref.ok) return ref;
  const admitted = await admitEntry(call, s, raw);
  if (!admitted.ok) return admitted;
  const { db } = call;
  const { input } = admitted;
  const sets = s.columns.map((c, i) => `${c} = ?${i + 2}`).join(", ");
  const [updated] = await db.batch([
    db.prepare(`UPDATE ${s.table} SET ${sets}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1`).bind(ref.data.id, ...s.values(input)),
    auditRow(call, { action: action(kind, "edit"), target: s.target(input), detail: ref.data.id }, { ifChanged: true }),
  ]);
  if (updated?.meta.changes === 0) return fail(404, notFound(kind));
  await purgeAfterChange(call, COMPANY_PAGES);
  return { ok: true, entry: (await getCompanyEntry(db, kind, ref.data.id))! };
}

/**
 * Moves an entry one place up or down its list (company:manage): the list is numbered afresh in
 * its new order, every position in the same batch as the audit row. At the top (or bottom)
 * already, nothing changes and the answer is still the entry.
 */
export async function moveCompanyEntry<K extends CompanyKind>(call: StaffCall, kind: K, raw: unknown): Promise<CompanyResult<K>> {
  const s = spec(kind);
  const parsed = admit(call, "company:manage", companyMoveSchema, raw);
  if (!parsed.ok) return parsed;
  const { id, direction } = parsed.data;
  const { db } = call;
  const { results } = await db.prepare(`SELECT ${s.select} FROM ${s.table} ${ENTRY_ORDER}`).all();
  const ids = results.map((r) => (r as { id: string }).id);
  const from = ids.indexOf(id);
  if (from < 0) return fail(404, notFound(kind));
  const entry = s.toEntry(results[from] as never);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return { ok: true, entry };
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  const [moved] = await db.batch([
    // The moved entry first: when another tab deleted it meanwhile, no row changes and no audit row is written.
    db.prepare(`UPDATE ${s.table} SET position = ?2 WHERE id = ?1`).bind(id, to),
    auditRow(call, { action: action(kind, "move"), target: s.target(entry), detail: `${direction}, to place ${to + 1} of ${ids.length}` }, { ifChanged: true }),
    ...ids.flatMap((other, position) => (other === id ? [] : [db.prepare(`UPDATE ${s.table} SET position = ?2 WHERE id = ?1`).bind(other, position)])),
  ]);
  if (moved?.meta.changes === 0) return fail(404, notFound(kind));
  await purgeAfterChange(call, COMPANY_PAGES);
  return { ok: true, entry: (await getCompanyEntry(db, kind, id)) ?? entry };
}

/** Deletes an entry (company:manage); one already gone answers 404 and writes no audit row. */
export async function deleteCompanyEntry<K extends CompanyKind>(call: StaffCall, kind: K, raw: unknown): Promise<CompanyResult<K>> {
  const s = spec(kind);
  const deleted = await deleteAudited(
    call,
    raw,
    { permission: "company:manage", schema: companyEntryIdSchema, table: s.table, find: (db, id) => getCompanyEntry(db, kind, id), notFound: notFound(kind) },
    (entry) => ({ action: action(kind, "delete"), target: s.target(entry), detail: entry.id }),
  );
  if (!deleted.ok) return deleted;
  await purgeAfterChange(call, COMPANY_PAGES);
  return { ok: true, entry: deleted.row };
}
