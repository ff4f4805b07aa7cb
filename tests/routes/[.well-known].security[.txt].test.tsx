import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/[.well-known].security[.txt]";
import { testDay } from "../support/testClock";
import { unique } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const YEAR_MS = 365 * 86_400_000;

// app/routes/[.well-known].security[.txt].ts: where to report a vulnerability (RFC 9116).
describe("/.well-known/security.txt", () => {
  it("has Contact, Expires a year after the disclosure section's last review, Preferred-Languages, Canonical and Policy, one field a line", async () => {
    await env.DB.prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on) VALUES (?1, 'disclosure', ?2, 'Write to security@.', ?3)")
      .bind(crypto.randomUUID(), `Disclosure ${unique()}`, testDay(-10))
      .run();
    const file = await load(route.loader, "http://localhost/.well-known/security.txt", context);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const fields = new Map<string, string[]>();
    for (const line of file.text!.split("\n").filter(Boolean)) {
      const m = /^([A-Za-z-]+): (.+)$/.exec(line);
      expect(m, line).not.toBeNull();
      fields.set(m![1]!, [...(fields.get(m![1]!) ?? []), m![2]!]);
    }
    expect(fields.get("Contact")).toEqual([`mailto:security@${env.SALES_EMAIL.split("@")[1]}`]);
    expect(fields.get("Preferred-Languages")).toEqual(["en"]);
    expect(fields.get("Canonical")![0]).toMatch(/\/\.well-known\/security\.txt$/);
    expect(fields.get("Policy")![0]).toMatch(/\/trust-centre#disclosure$/);
    const latest = await env.DB.prepare("SELECT max(reviewed_on) AS d FROM trust_facts WHERE section = 'disclosure'").first<string>("d");
    const expires = fields.get("Expires")!;
    expect(expires).toHaveLength(1);
    expect(expires[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(expires[0]!) - Date.parse(`${latest}T00:00:00Z`)).toBe(YEAR_MS);
  });
});
