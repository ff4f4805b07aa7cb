import { execD1, sqlString } from "./localD1";

export interface InboxRow {
  name: string;
  at: string;
  company?: string;
  email?: string;
  products?: string;
  comments?: string;
  status?: "new" | "contacted" | "qualified" | "closed";
  /** A staff user's id. */
  assignedTo?: string;
  /** YYYY-MM-DD. */
  followUpOn?: string;
}

/** Stores requests straight in the e2e server's D1 with chosen times and statuses; answers their ids in order. */
export async function insertInboxRows(rows: InboxRow[]): Promise<string[]> {
  const ids = rows.map(() => crypto.randomUUID());
  const values = rows.map((r, i) =>
    [
      sqlString(ids[i]!),
      sqlString(crypto.randomUUID()),
      sqlString(r.products ?? "General Ledger"),
      sqlString(r.name),
      sqlString(r.company ?? "Inbox Bank"),
      sqlString(r.email ?? "prospect@bank.example"),
      sqlString(r.comments ?? ""),
      sqlString(r.status ?? "new"),
      sqlString(r.at),
      sqlString(r.at),
      r.assignedTo ? sqlString(r.assignedTo) : "NULL",
      r.followUpOn ? sqlString(r.followUpOn) : "NULL",
    ].join(", "),
  );
  await execD1(
    `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, comments, status, created_at, updated_at, assigned_to, follow_up_on) VALUES ${values.map((v) => `(${v})`).join(", ")}`,
  );
  return ids;
}
