import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

/**
 * Migration 0010 rebuilds sales_requests (a new contact type, phone may be blank). The rebuild's
 * DROP TABLE fires ON DELETE CASCADE on sales_request_notes and ON DELETE SET NULL on
 * email_outbox; the migration copies both aside and puts them back. Applied here to a database of
 * its own, up to 0009 first, with a request that has a note, an assignee and outbox messages.
 */
const db = env.MIGRATION_DB;
const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0010");
const rest = env.TEST_MIGRATIONS.filter((m) => m.name >= "0010");
// 0010 alone for the "nothing lost, nothing added" checks (later migrations add columns of their
// own, such as 0018's follow-up date); the later ones after, on top of the rebuilt table.
const only0010 = rest.filter((m) => m.name.startsWith("0010_"));
const later = rest.filter((m) => !m.name.startsWith("0010_"));

const rows = async <T>(sql: string, ...params: unknown[]) =>
  (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;

describe("migration 0010 (product brochures)", () => {
  it("keeps every request, note and outbox link, the columns and indexes, and accepts a brochure download", async () => {
    expect(before.at(-1)?.name).toMatch(/^0009_/);
    expect(rest.map((m) => m.name)).toContain("0010_product_brochures.sql");
    await applyD1Migrations(db, before);

    await db.batch([
      db.prepare("INSERT INTO staff_users (id, email, name, role, password_hash) VALUES ('staff-1', 'sam@meridian-fs.example', 'Sam', 'editor', 'x')"),
      db.prepare(
        `INSERT INTO sales_requests (id, client_id, contact_type, products, name, company_name, email, phone, comments, status, assigned_to, created_at, updated_at)
         VALUES ('req-1', 'client-0001', 'Request a Demo', 'General Ledger', 'Ada', 'Engines Ltd', 'ada@example.com', '555 0100', 'Hello', 'contacted', 'staff-1',
                 '2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z')`,
      ),
      db.prepare(
        `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone) VALUES ('req-2', 'client-0002', 'Trust', 'Bo', 'Bank', 'bo@example.com', '1')`,
      ),
      db.prepare(
        `INSERT INTO sales_request_notes (id, sales_request_id, author_id, body, status_from, status_to, created_at, assignee_changed, assignee_from, assignee_to)
         VALUES (41, 'req-1', 'staff-1', 'Called back', 'new', 'contacted', '2026-11-02T10:00:00.000Z', 1, NULL, 'staff-1')`,
      ),
      db.prepare("INSERT INTO sales_request_notes (id, sales_request_id, body) VALUES (42, 'req-2', 'Second request''s note')"),
      db.prepare(
        `INSERT INTO email_outbox (id, kind, to_address, subject, body_text, source, sales_request_id, status)
         VALUES ('mail-1', 'sales_notification', 'sales@meridian-fs.example', 'New request', 'Body', 'sales_request', 'req-1', 'delivered'),
                ('mail-2', 'acknowledgement', 'ada@example.com', 'Thanks', 'Body', 'sales_request', 'req-1', 'pending'),
                ('mail-3', 'staff', 'someone@example.com', 'Staff note', 'Body', 'staff', NULL, 'pending')`,
      ),
      db.prepare("INSERT INTO email_attempts (outbox_id, ok, detail) VALUES ('mail-1', 1, 'HTTP 200')"),
    ]);
    const columnsBefore = await rows<{ name: string; type: string; notnull: number; pk: number }>(
      "SELECT name, type, \"notnull\", pk FROM pragma_table_info('sales_requests')",
    );
    const requestsBefore = await rows("SELECT * FROM sales_requests ORDER BY id");
    const notesBefore = await rows("SELECT * FROM sales_request_notes ORDER BY id");

    await applyD1Migrations(db, only0010);

    expect(await rows("SELECT * FROM sales_requests ORDER BY id")).toEqual(requestsBefore);
    expect(await rows("SELECT * FROM sales_request_notes ORDER BY id")).toEqual(notesBefore);
    expect(await rows("SELECT id, sales_request_id FROM email_outbox ORDER BY id")).toEqual([
      { id: "mail-1", sales_request_id: "req-1" },
      { id: "mail-2", sales_request_id: "req-1" },
      { id: "mail-3", sales_request_id: null },
    ]);
    expect(await rows("SELECT outbox_id, detail FROM email_attempts")).toEqual([{ outbox_id: "mail-1", detail: "HTTP 200" }]);

    // Same columns in the same order; only the phone's default differs ('' for a brochure download).
    const columnsAfter = await rows<{ name: string; type: string; notnull: number; pk: number }>(
      "SELECT name, type, \"notnull\", pk FROM pragma_table_info('sales_requests')",
    );
    expect(columnsAfter).toEqual(columnsBefore);
    expect(columnsAfter.at(-1)?.name).toBe("assigned_to");
    // Every index 0009 had is still there (later migrations, such as the inbox's 0014, add more).
    const indexes = await rows<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'sales_requests' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(["sales_requests_assignee", "sales_requests_created", "sales_requests_status"]));
    // The helper tables are gone, the brochures table is there.
    const tables = await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%keep%' OR name LIKE '%_next'");
    expect(tables).toEqual([]);
    expect(await rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'product_brochures'")).toEqual([{ name: "product_brochures" }]);
    // Foreign keys still hold after the rename: nothing dangles.
    expect(await rows("SELECT * FROM pragma_foreign_key_check")).toEqual([]);

    // The later migrations apply on top of the rebuilt table, and nothing dangles after them either.
    await applyD1Migrations(db, later);
    expect(await rows("SELECT * FROM pragma_foreign_key_check")).toEqual([]);

    // The new values: a brochure download without a phone.
    await db
      .prepare(
        "INSERT INTO sales_requests (id, client_id, contact_type, products, name, company_name, email) VALUES ('req-3', 'client-0003', 'Brochure download', 'General Ledger', 'Cy', 'Bank', 'cy@example.com')",
      )
      .run();
    expect(await rows("SELECT contact_type, phone FROM sales_requests WHERE id = 'req-3'")).toEqual([{ contact_type: "Brochure download", phone: "" }]);
    // The table still refuses what no form may send.
    await expect(
      db
        .prepare(
          "INSERT INTO sales_requests (id, client_id, contact_type, products, name, company_name, email) VALUES ('req-4', 'client-0004', 'Free stuff', 'X', 'D', 'B', 'd@example.com')",
        )
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      db
        .prepare(
          "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone) VALUES ('req-5', 'client-0005', 'X', 'D', 'B', 'd@example.com', '12345678901234567')",
        )
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    // The cascade still works on the new table: deleting a request deletes its notes and unlinks its mail.
    await db.prepare("DELETE FROM sales_requests WHERE id = 'req-1'").run();
    expect(await rows("SELECT id FROM sales_request_notes ORDER BY id")).toEqual([{ id: 42 }]);
    expect(await rows("SELECT id FROM email_outbox WHERE sales_request_id IS NOT NULL")).toEqual([]);
  });
});
