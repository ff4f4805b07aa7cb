import { describe, expect, it } from "vitest";
import { databaseIdOf, REQUIRED_SECRETS, secretNames, secretProblems } from "../../scripts/lib/deployChecks.mjs";

describe("what npm run deploy reads from wrangler's answers", () => {
  it("lists the secret names of `wrangler pages secret list`", () => {
    const out = `The "production" environment of your Pages project "meridian-site" has access to the following secrets:
  - SESSION_SECRET: Value Encrypted
  - SEALING_KEYS: Value Encrypted
`;
    expect(secretNames(out)).toEqual(["SESSION_SECRET", "SEALING_KEYS"]);
    expect(REQUIRED_SECRETS.filter((s: string) => !secretNames(out).includes(s))).toEqual([]);
  });

  it("takes the keyring under its old name for a release, with a warning; without either it refuses", () => {
    const where = { project: "meridian-site", envName: "preview" };
    expect(secretProblems(["SESSION_SECRET", "SEALING_KEYS"], where)).toEqual({ errors: [], warnings: [] });
    const old = secretProblems(["SESSION_SECRET", "TOTP_ENCRYPTION_KEYS"], where);
    expect(old.errors).toEqual([]);
    expect(old.warnings).toEqual([expect.stringMatching(/TOTP_ENCRYPTION_KEYS is deprecated for preview: put the same value as SEALING_KEYS/)]);
    expect(secretProblems(["SESSION_SECRET"], where).errors).toEqual([expect.stringMatching(/secret SEALING_KEYS is not set for preview/)]);
  });

  it("reads a database's id from `wrangler d1 info --json`, and nothing from an error", () => {
    expect(databaseIdOf('{ "uuid": "6f1c2a4e-0b7d-4c3e-9a51-2f8e7d6c5b4a", "name": "meridian-site" }')).toBe("6f1c2a4e-0b7d-4c3e-9a51-2f8e7d6c5b4a");
    expect(databaseIdOf("✘ [ERROR] Couldn't find DB with name 'meridian-site'")).toBeNull();
  });
});
