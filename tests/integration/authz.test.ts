import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { revokeSession } from "../../app/server/auth/sessions.server";
import { type Audience, issuerOf, signToken, signingKey } from "../../app/server/auth/tokens.server";
import { appEnv, createDemoUser, createStaff, mintToken, type TestDemoUser, type TestStaff } from "./auth";
import { matrixFixtures } from "./authz/fixtures";
import { type Caller, CALLERS, MATRIX, type MatrixFixtures } from "./authz/matrix";
import { api, apiEndpoints } from "./helpers";

let admin: TestStaff;
let editor: TestStaff;
let demo: TestDemoUser;
let fixtures: MatrixFixtures;

beforeAll(async () => {
  [admin, editor, demo] = await Promise.all([createStaff("admin"), createStaff("editor"), createDemoUser()]);
  fixtures = await matrixFixtures(admin, demo, "matrix.png");
});

const b64url = (obj: object) => btoa(JSON.stringify(obj)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const other = (aud: Audience): Audience => (aud === "staff" ? "demo" : "staff");

/** The token a caller presents (undefined: none), built fresh for each request. */
async function tokenFor(caller: Caller, audience: Audience): Promise<string | undefined> {
  const base = audience === "staff" ? { id: admin.id, aud: "staff" as const } : { id: demo.id, aud: "demo" as const };
  const now = Math.floor(Date.now() / 1000);
  switch (caller) {
    case "anonymous":
      return undefined;
    case "demo":
      return (await mintToken(demo.id, "demo")).token;
    case "editor":
      return (await mintToken(editor.id, "staff")).token;
    case "admin":
      return (await mintToken(admin.id, "staff")).token;
    case "expired": {
      const { session } = await mintToken(base.id, base.aud);
      return signToken(appEnv(), { sub: base.id, jti: session.id, aud: base.aud, iat: now - 7200, exp: now - 60 });
    }
    case "revoked": {
      const { token, session } = await mintToken(base.id, base.aud);
      await revokeSession(env.DB, session.id);
      return token;
    }
    case "forged": {
      const { session } = await mintToken(base.id, base.aud);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(issuerOf(appEnv()))
        .setAudience(base.aud)
        .setSubject(base.id)
        .setJti(session.id)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(await signingKey("an-attacker-guessed-secret-0123456789abcdef"));
    }
    case "wrongAudience": {
      const { session } = await mintToken(base.id, base.aud);
      return signToken(appEnv(), { sub: base.id, jti: session.id, aud: other(base.aud), exp: now + 3600 });
    }
    case "algNone": {
      const { session } = await mintToken(base.id, base.aud);
      const claims = { iss: issuerOf(appEnv()), aud: base.aud, sub: base.id, jti: session.id, iat: now, exp: now + 3600 };
      return `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`;
    }
  }
}

/** A passkey sign-in's 401 refuses the passkey ("That passkey could not be used here…"), not a session. */
const PASSKEY_SIGN_IN = /^POST \/api\/(demo-)?passkeys\/signin$/;

describe("authorization matrix", () => {
  it("has exactly one row per API endpoint", () => {
    expect(MATRIX.map((r) => r.route)).toListEachOnce(apiEndpoints(), "tests/integration/authz/matrix.ts");
  });

  for (const row of MATRIX) {
    describe(row.route, () => {
      for (const caller of CALLERS) {
        const status = row.expect[caller];
        it(`${caller} → ${status}`, async () => {
          const [method, routePath] = row.route.split(" ") as [string, string];
          const spec = (await row.request?.(fixtures)) ?? {};
          const path = spec.path ?? routePath;
          expect(path, "a route with :params needs request().path").not.toContain("/:");
          const token = await tokenFor(caller, row.audience ?? "staff");
          const headers: Record<string, string> = { "CF-Connecting-IP": `198.18.0.${CALLERS.indexOf(caller) + 1}`, ...spec.headers };
          if (token) headers.Authorization = `Bearer ${token}`;
          const form = spec.body instanceof FormData;
          if (spec.body !== undefined && !form) headers["Content-Type"] = "application/json";
          const body = spec.body === undefined ? undefined : form ? (spec.body as FormData) : JSON.stringify(spec.body);
          // raw: each endpoint's request as the matrix (authz/matrix.ts) lists it, by its path: every route in one loop.
          const res = await api(path, { method, headers, body });
          const json = (res.headers.get("Content-Type") ?? "").startsWith("application/json");
          const text = json ? await res.text() : `(${res.headers.get("Content-Type")}, ${(await res.arrayBuffer()).byteLength} bytes)`;
          expect(res.status, text).toBe(status);
          if (status === 401 && !row.route.startsWith("POST /api/login") && !row.route.startsWith("POST /api/DemoAccess") && !PASSKEY_SIGN_IN.test(row.route)) {
            expect(JSON.parse(text)).toMatchObject({ error: "Session Expired- please log in" });
          }
          if (status === 403) expect(JSON.parse(text)).toMatchObject({ error: "Forbidden" });
        });
      }
    });
  }
});
