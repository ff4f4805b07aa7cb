import * as z from "zod";
import { guardBinding } from "./storageFaults.server";
import { openSession, type D1, type RequestSession } from "./d1Sessions.server";
import type { PublicConfig } from "../../lib/publicConfig";
import { type Keyring, parseKeyring } from "./keyring.server";
import { siteUrlFor } from "./siteOrigin.server";
import { APP_ENVS } from "./appEnvs.server";
import { logEvent } from "./log.server";

/**
 * The one schema for everything the platform hands the app: bindings from wrangler.toml,
 * vars (the brand is config, not code) and secrets (.dev.vars locally, `wrangler pages secret put`
 * in production). Parsed once per isolate; a missing or malformed value fails loudly by name.
 */
const binding = <T>(name: string, method: string) =>
  z.custom<T>((v) => typeof v === "object" && v !== null && typeof (v as Record<string, unknown>)[method] === "function", {
    message: `binding ${name} is missing (see wrangler.toml)`,
  });

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());

const envSchema = z
  .object({
    DB: binding<D1Database>("DB", "prepare"),
    MEDIA: binding<R2Bucket>("MEDIA", "head"),
    /** Pages' static files (public/): the translations are read from them at render (decision record 0049). */
    ASSETS: binding<{ fetch(input: string): Promise<Response> }>("ASSETS", "fetch").optional(),
    // No default: a deployment without it must not run as development (requestPipeline.server.ts refuses it).
    APP_ENV: z.enum(APP_ENVS, { message: `APP_ENV must be one of ${APP_ENVS.join(", ")} (wrangler.toml)` }),
    SITE_TITLE: z.string().min(1),
    SITE_URL: z.string().url(),
    /** Other origins the site answers to (comma-separated, e.g. its `*.pages.dev` name): a purge reaches them too. */
    SITE_ALIASES: z
      .string()
      .optional()
      .refine((v) => !v || v.split(",").every((o) => URL.canParse(o.trim())), "SITE_ALIASES must be comma-separated origins"),
    SALES_EMAIL: z.string().email(),
    CLIENT_PORTAL_URL: z.string().url(),
    SOCIAL_LINKEDIN: optionalUrl,
    SOCIAL_X: optionalUrl,
    SOCIAL_FACEBOOK: optionalUrl,
    SOCIAL_YOUTUBE: optionalUrl,
    SESSION_SECRET: z
      .string({ message: "secret SESSION_SECRET is missing (copy .dev.vars.example to .dev.vars)" })
      .min(32, "secret SESSION_SECRET must be at least 32 characters"),
    /**
     * The keys that seal secrets at rest (decision record 0012): TOTP secrets, outbox bodies, reply
     * texts, invitation bodies and webhook secrets. `id:base64url[,id:base64url…]`, 32 bytes each;
     * the first seals, every one opens (rotation: put a new key first).
     */
    SEALING_KEYS: z.string({ message: "secret SEALING_KEYS is missing (see .dev.vars.example)" }).transform((text, ctx): Keyring => {
      const ring = parseKeyring(text);
      if (typeof ring === "string") ctx.addIssue({ code: "custom", message: `secret SEALING_KEYS: ${ring}` });
      return typeof ring === "string" ? { currentId: "", keys: new Map() } : ring;
    }),
    /** How the outbox sends (decision record 0013): Resend's API, or the local mail sink; unset = no transport. */
    EMAIL_TRANSPORT: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["resend", "sink"]).optional()),
    /** Overrides Resend's API origin (https://api.resend.com). */
    EMAIL_PROVIDER_URL: optionalUrl,
    EMAIL_PROVIDER_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    /** Set only by scripts/e2e-server.mjs: take the time from X-Test-Now (clock.server.ts). */
    TEST_CLOCK: z.enum(["header"]).optional(),
    /** Set only by scripts/e2e-server.mjs: with TEST_CLOCK, the worker's clock runs this many days ahead (TEST_TODAY; shiftedClock.server.ts). */
    TEST_CLOCK_SHIFT_DAYS: z.coerce.number().int().optional(),
    /** Set only by scripts/e2e-server.mjs: POST /api/test-fixtures writes test fixtures (api/routes/testFixtures.server.ts). */
    TEST_FIXTURES: z.enum(["sql"]).optional(),
    /** Set only by tests/bench/edge.mjs: D1 answers this many ms late (benchHooks.server.ts; never in a production artifact). */
    BENCH_D1_DELAY_MS: z.coerce.number().int().min(0).max(2000).optional(),
  })
  .refine((e) => !(e.TEST_CLOCK && e.APP_ENV === "production"), { message: "TEST_CLOCK must not be set in production", path: ["TEST_CLOCK"] })
  .refine((e) => !(e.TEST_CLOCK_SHIFT_DAYS && e.APP_ENV === "production"), {
    message: "TEST_CLOCK_SHIFT_DAYS must not be set in production",
    path: ["TEST_CLOCK_SHIFT_DAYS"],
  })
  .refine((e) => !(e.TEST_FIXTURES && e.APP_ENV === "production"), { message: "TEST_FIXTURES must not be set in production", path: ["TEST_FIXTURES"] })
  .refine((e) => !(e.BENCH_D1_DELAY_MS !== undefined && e.APP_ENV === "production"), {
    message: "BENCH_D1_DELAY_MS must not be set in production",
    path: ["BENCH_D1_DELAY_MS"],
  });

/** The platform's env, parsed once per isolate: DB is the binding itself. */
type PlatformEnv = z.infer<typeof envSchema>;

/**
 * What the app's code gets: DB is the request's D1 session (d1Sessions.server.ts), which has
 * prepare and batch but not the binding's exec or withSession. The platform env is one too.
 */
export type Env = Omit<PlatformEnv, "DB"> & { DB: D1 };

export class ConfigError extends Error {
  override name = "ConfigError";
  /** Each problem, naming the var, secret or binding (health lists them). */
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}`);
  }
}

/**
 * Secrets renamed, old name → new name. A deployment that still sets only the old name keeps
 * working for one release and logs a warning each time an isolate starts (decision record 0051).
 */
export const RENAMED_SECRETS: Readonly<Record<string, string>> = { TOTP_ENCRYPTION_KEYS: "SEALING_KEYS" };

/** The raw env with each renamed secret under its new name, and a warning for each old name still used. */
function withRenamedSecrets(raw: Record<string, unknown>): { raw: Record<string, unknown>; warnings: string[] } {
  const out = { ...raw };
  const warnings: string[] = [];
  for (const [old, current] of Object.entries(RENAMED_SECRETS)) {
    if (raw[old] === undefined) continue;
    if (raw[current] === undefined) out[current] = raw[old];
    warnings.push(
      raw[current] === undefined
        ? `secret ${old} is deprecated: set ${current} to the same value (the old name stops working in the next release)`
        : `secret ${old} is ignored: ${current} is set (delete ${old})`,
    );
    delete out[old];
  }
  return { raw: out, warnings };
}

const parsed = new WeakMap<object, PlatformEnv>();

/** Parses the platform env, caching the result per env object (one per isolate in production). */
export function parseEnv(raw: Record<string, unknown>): PlatformEnv {
  const hit = parsed.get(raw);
  if (hit) return hit;
  const renamed = withRenamedSecrets(raw);
  for (const warning of renamed.warnings) logEvent("warn", "config", { warning });
  const result = envSchema.safeParse(renamed.raw);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  // Outages of D1 and R2 surface as StorageUnavailable (503), not as a bug (500). The bench's
  // simulated round trip (BENCH_D1_DELAY_MS) is already on DB: benchHooks.server.ts.
  const env = { ...result.data, DB: guardBinding(result.data.DB, "d1"), MEDIA: guardBinding(result.data.MEDIA, "r2") };
  parsed.set(raw, env);
  return env;
}

/** The env of one request: its D1 session in place of the binding (decision record 0027, "Near reads"). */
export function requestEnv(env: PlatformEnv, request: Request): { env: Env; session: RequestSession } {
  const session = openSession(env.DB, request, env.APP_ENV);
  // A preview's links and passkeys follow the pages.dev name the request reached (siteOrigin.server.ts).
  return { env: { ...env, DB: session.db, SITE_URL: siteUrlFor(env, request) }, session };
}

/** The brand as pages show it: safe to send to the browser (no secrets). */
export function publicConfig(env: Env): PublicConfig {
  return {
    siteTitle: env.SITE_TITLE,
    siteUrl: env.SITE_URL,
    salesEmail: env.SALES_EMAIL,
    clientPortalUrl: env.CLIENT_PORTAL_URL,
    social: [
      { name: "LinkedIn", url: env.SOCIAL_LINKEDIN },
      { name: "X", url: env.SOCIAL_X },
      { name: "Facebook", url: env.SOCIAL_FACEBOOK },
      { name: "YouTube", url: env.SOCIAL_YOUTUBE },
    ].filter((s): s is { name: string; url: string } => Boolean(s.url)),
  };
}

export type { PublicConfig };
