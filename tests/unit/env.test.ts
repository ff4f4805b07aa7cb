import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, parseEnv } from "~/server/platform/env.server";

const base = {
  APP_ENV: "development",
  DB: { prepare() {} },
  MEDIA: { head() {} },
  SITE_TITLE: "Meridian Financial Software",
  SITE_URL: "http://127.0.0.1:8788",
  SALES_EMAIL: "sales@meridian-fs.example",
  CLIENT_PORTAL_URL: "https://portal.meridian-fs.example",
  SESSION_SECRET: "x".repeat(32),
  SEALING_KEYS: `k1:${"A".repeat(43)}`,
};

describe("parseEnv", () => {
  it("accepts a complete env and treats empty optional vars as absent", () => {
    const env = parseEnv({ ...base, SOCIAL_X: "", EMAIL_PROVIDER_URL: "" });
    expect(env.SOCIAL_X).toBeUndefined();
    expect(env.APP_ENV).toBe("development");
  });

  it("has no default mode: a missing APP_ENV is named, never taken for development", () => {
    const { APP_ENV: _omit, ...rest } = base;
    expect(() => parseEnv(rest)).toThrow(/APP_ENV must be one of development, test, preview, production/);
  });

  it("names a missing secret", () => {
    const { SESSION_SECRET: _omit, ...rest } = base;
    expect(() => parseEnv(rest)).toThrow(ConfigError);
    expect(() => parseEnv(rest)).toThrow(/SESSION_SECRET/);
  });

  it("names a malformed TOTP keyring: every key is id:base64url of 32 bytes", () => {
    expect(() => parseEnv({ ...base, SEALING_KEYS: "k1:c2hvcnQ" })).toThrow(/SEALING_KEYS: key k1 must be 32 bytes/);
    expect(() => parseEnv({ ...base, SEALING_KEYS: `k1:${"A".repeat(43)},k1:${"B".repeat(43)}` })).toThrow(/appears twice/);
    const { SEALING_KEYS: _omit, ...rest } = base;
    expect(() => parseEnv(rest)).toThrow(/SEALING_KEYS is missing/);
    const ring = parseEnv({ ...base, SEALING_KEYS: `new:${"B".repeat(43)}, old:${"A".repeat(43)}` }).SEALING_KEYS;
    expect(ring.currentId).toBe("new");
    expect([...ring.keys.keys()]).toEqual(["new", "old"]);
  });

  describe("the keyring's old name", () => {
    afterEach(() => vi.restoreAllMocks());
    const warnings = (log: { mock: { calls: unknown[][] } }) =>
      log.mock.calls.map((call) => JSON.parse(String(call[0])) as { level: string; warning?: string }).filter((l) => l.level === "warn");

    it("still opens with TOTP_ENCRYPTION_KEYS for a release, and says so in the log", () => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      const { SEALING_KEYS: keys, ...rest } = base;
      const env = parseEnv({ ...rest, TOTP_ENCRYPTION_KEYS: keys });
      expect(env.SEALING_KEYS.currentId).toBe("k1");
      expect(warnings(log)).toEqual([expect.objectContaining({ warning: expect.stringMatching(/TOTP_ENCRYPTION_KEYS is deprecated: set SEALING_KEYS/) })]);
    });

    it("prefers SEALING_KEYS when both are set, and warns that the old one is ignored", () => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      const env = parseEnv({ ...base, TOTP_ENCRYPTION_KEYS: `old:${"B".repeat(43)}` });
      expect(env.SEALING_KEYS.currentId).toBe("k1");
      expect(warnings(log)).toEqual([expect.objectContaining({ warning: expect.stringMatching(/TOTP_ENCRYPTION_KEYS is ignored/) })]);
    });

    it("logs nothing when only the new name is set", () => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      parseEnv({ ...base });
      expect(warnings(log)).toEqual([]);
    });
  });

  it("names a missing binding", () => {
    const { DB: _omit, ...rest } = base;
    expect(() => parseEnv(rest)).toThrow(/binding DB is missing/);
  });
});

describe("parseEnv: test-only switches", () => {
  it("refuses the e2e clock and fixture writer in production", () => {
    expect(() => parseEnv({ ...base, APP_ENV: "production", TEST_CLOCK: "header" })).toThrow(/TEST_CLOCK must not be set in production/);
    expect(() => parseEnv({ ...base, APP_ENV: "production", TEST_CLOCK_SHIFT_DAYS: "400" })).toThrow(/TEST_CLOCK_SHIFT_DAYS must not be set in production/);
    expect(() => parseEnv({ ...base, APP_ENV: "production", TEST_FIXTURES: "sql" })).toThrow(/TEST_FIXTURES must not be set in production/);
    expect(parseEnv({ ...base, TEST_FIXTURES: "sql" }).TEST_FIXTURES).toBe("sql");
  });

  it("refuses bench:edge's simulated D1 distance in production", () => {
    expect(() => parseEnv({ ...base, APP_ENV: "production", BENCH_D1_DELAY_MS: "80" })).toThrow(/BENCH_D1_DELAY_MS must not be set in production/);
    expect(parseEnv({ ...base, BENCH_D1_DELAY_MS: "80" }).BENCH_D1_DELAY_MS).toBe(80);
  });
});
