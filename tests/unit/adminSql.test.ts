import { describe, expect, it } from "vitest";
import { insertAdminSql, sqlLiteral } from "../../scripts/lib/adminSql";

describe("the bootstrap admin's SQL", () => {
  it("quotes every value as a SQL string literal, doubling quotes", () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral("'); DROP TABLE staff_users; --")).toBe("'''); DROP TABLE staff_users; --'");
    expect(() => sqlLiteral("a\u0000b")).toThrow("NUL");
  });

  it("inserts one admin row with the hash, never a password", () => {
    const sql = insertAdminSql({ id: "id-1", email: "a@b.co", name: "Ann O'Neil", passwordHash: "pbkdf2-sha256$100000$c2FsdA==$aGFzaA==" });
    expect(sql).toBe(
      "INSERT INTO staff_users (id, email, name, role, password_hash) VALUES ('id-1', 'a@b.co', 'Ann O''Neil', 'admin', 'pbkdf2-sha256$100000$c2FsdA==$aGFzaA==');\n",
    );
  });
});
