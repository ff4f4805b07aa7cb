import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TABLE_TYPES_FILE, tableTypesSource } from "../../../scripts/lib/tableTypes.mjs";
import type { Columns } from "../../../app/server/platform/columns.server";

// Decision 0028: the row types come from the migrations. The chain that makes a migration which
// renames or drops a column the code reads fail the suite is (1) this file's freshness check (also
// `npm run typegen -- --check` in `npm test`), then (2) `tsc`, since every query's row type is a
// `Columns<table, column>` pick of the generated tables, and a pick of a column that is not there
// does not compile (the @ts-expect-error below proves that rule holds).

const scratch = mkdtempSync(join(tmpdir(), "table-types-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("row types from the migrations", () => {
  it("the committed tables.generated.ts is what the migrations give (else: npm run typegen)", async () => {
    expect(readFileSync(TABLE_TYPES_FILE, "utf8")).toBe(await tableTypesSource());
  });

  it("a migration that renames a column the code reads changes the generated type, so the check fails", async () => {
    cpSync("migrations", scratch, { recursive: true });
    writeFileSync(join(scratch, "9999_rename.sql"), "ALTER TABLE staff_users RENAME COLUMN name TO display_name;\n");
    const after = await tableTypesSource(scratch);
    const staffUsers = (source: string) =>
      source.slice(source.indexOf("export interface StaffUsersTable {"), source.indexOf("}", source.indexOf("export interface StaffUsersTable {")));
    expect(staffUsers(after)).toContain("display_name: string;");
    expect(staffUsers(after)).not.toMatch(/\bname: string;/);
    expect(after).not.toBe(readFileSync(TABLE_TYPES_FILE, "utf8"));
  });

  it("nullability and types follow the declarations", async () => {
    const source = await tableTypesSource();
    expect(source).toMatch(/export interface SalesRequestsTable \{[^}]*\n {2}id: string;[^}]*\n {2}assigned_to: string \| null;/);
    expect(source).toMatch(/export interface StaffAuditTable \{[^}]*\n {2}id: number;/);
  });

  it("a pick of a column that does not exist does not compile", () => {
    // @ts-expect-error: staff_users has no column `display_name` (tsc fails if this line ever compiles)
    const row: Columns<"staff_users", "display_name"> | null = null;
    expect(row).toBeNull();
  });
});
