import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deployProblems, parseToml } from "../../scripts/lib/wranglerToml.mjs";

/**
 * wrangler.toml is the source of truth for the Pages project's vars and bindings. A deployment
 * takes [env.production] (production branch) or [env.preview] (any other branch), and for Pages
 * an environment inherits neither vars nor bindings from the top level: a missing block deploys
 * with none, a missing var is simply absent. This reads the file and fails when production would
 * not run as production (decision record 0037).
 */
type Table = Record<string, unknown>;

const config = parseToml(readFileSync("wrangler.toml", "utf8")) as Table;
const envs = (config.env ?? {}) as Record<string, Table>;
const varsOf = (table: Table | undefined) => (table?.vars ?? {}) as Record<string, unknown>;
const bindingsOf = (table: Table | undefined, kind: "d1_databases" | "r2_buckets") => ((table?.[kind] ?? []) as Table[]).map((b) => b.binding).sort();

/**
 * The top-level keys a Pages project's configuration may hold (wrangler 4.156's
 * supportedPagesConfigFields). wrangler lets any other key pass only while it equals its default,
 * so such a key configures nothing: `[observability]` was one.
 */
const PAGES_KEYS = [
  "pages_build_output_dir",
  "name",
  "compatibility_date",
  "compatibility_flags",
  "send_metrics",
  "no_bundle",
  "limits",
  "placement",
  "vars",
  "durable_objects",
  "kv_namespaces",
  "queues",
  "r2_buckets",
  "d1_databases",
  "vectorize",
  "hyperdrive",
  "services",
  "analytics_engine_datasets",
  "ai",
  "version_metadata",
  "dev",
  "mtls_certificates",
  "browser",
  "upload_source_maps",
  "env",
];

describe("wrangler.toml: only what Pages reads", () => {
  it("holds no key a Pages project ignores, at the top level or in an environment", () => {
    expect(Object.keys(config).filter((key) => !PAGES_KEYS.includes(key))).toEqual([]);
    for (const [name, table] of Object.entries(envs))
      expect(
        Object.keys(table).filter((key) => !PAGES_KEYS.includes(key)),
        name,
      ).toEqual([]);
  });
});

describe("wrangler.toml: production runs as production", () => {
  it("has a production and a preview environment", () => {
    expect(Object.keys(envs).sort()).toEqual(["preview", "production"]);
  });

  it("runs production with APP_ENV production on an https SITE_URL", () => {
    const vars = varsOf(envs.production);
    expect(vars.APP_ENV).toBe("production");
    expect(String(vars.SITE_URL)).toMatch(/^https:\/\/[^/]+$/);
    expect(varsOf(envs.preview).APP_ENV).toBe("preview");
    expect(String(varsOf(envs.preview).SITE_URL)).toMatch(/^https:\/\/[^/]+$/);
  });

  it("sets no test or bench hook in a deployed environment", () => {
    for (const name of ["production", "preview"]) {
      expect(
        Object.keys(varsOf(envs[name])).filter((key) => /^(TEST_|BENCH_)/.test(key)),
        name,
      ).toEqual([]);
    }
  });

  it("repeats every top-level var and binding in each environment (Pages inherits none)", () => {
    const topVars = Object.keys(varsOf(config)).sort();
    for (const name of ["production", "preview"]) {
      const env = envs[name];
      expect(
        topVars.filter((key) => !(key in varsOf(env))),
        `${name} vars`,
      ).toEqual([]);
      expect(bindingsOf(env, "d1_databases"), `${name} D1`).toEqual(bindingsOf(config, "d1_databases"));
      expect(bindingsOf(env, "r2_buckets"), `${name} R2`).toEqual(bindingsOf(config, "r2_buckets"));
      for (const db of (env?.d1_databases ?? []) as Table[]) expect(db.migrations_dir, `${name} migrations`).toBe("migrations");
    }
  });

  it("keeps the local values at the top level only", () => {
    expect(varsOf(config).APP_ENV).toBe("development");
    for (const name of ["production", "preview"]) expect(String(varsOf(envs[name]).SITE_URL), name).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(varsOf(envs.production).EMAIL_TRANSPORT).toBe("resend");
  });

  it("lets `npm run deploy` refuse the placeholders: the zero database id and a .example origin", () => {
    const problems = deployProblems(config, "production").join("\n");
    // Today's file still carries both: a deploy of this tree stops before it builds.
    expect(problems).toMatch(/database_id is the placeholder/);
    const ready = structuredClone(config) as { env: Record<string, { vars: Record<string, string>; d1_databases: Table[] }> };
    ready.env.production!.vars.SITE_URL = "https://www.meridian.bank";
    ready.env.production!.d1_databases[0]!.database_id = "3f1c9a52-7b1e-4c55-9d0a-2a4b8e6f1c01";
    expect(deployProblems(ready, "production")).toEqual([]);
    expect(deployProblems({ ...ready, env: {} }, "production")).toEqual([expect.stringMatching(/no \[env.production\]/)]);
  });
});
