/**
 * The SQL that creates an admin, for `wrangler d1 execute --file` (which takes no bound
 * parameters). Values become SQL string literals with quotes doubled; anything that could end
 * or escape a literal in SQLite (a quote) is doubled, and NUL is refused outright.
 */
export function sqlLiteral(value: string): string {
  if (value.includes("\u0000")) throw new Error("NUL characters are not allowed");
  return `'${value.replace(/'/g, "''")}'`;
}

export function insertAdminSql(admin: { id: string; email: string; name: string; passwordHash: string }): string {
  const values = [admin.id, admin.email, admin.name, "admin", admin.passwordHash].map(sqlLiteral).join(", ");
  return `INSERT INTO staff_users (id, email, name, role, password_hash) VALUES (${values});\n`;
}
