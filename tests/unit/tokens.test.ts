import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { hasTokenShape, issuerOf, signToken, signingKey, verifyToken } from "~/server/auth/tokens.server";

const env = { SESSION_SECRET: "unit-test-secret-0123456789abcdef0123", SITE_URL: "https://www.meridian-fs.example/" };
const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({ sub: "user-1", jti: "session-1", aud: "staff" as const, exp: now() + 600 });
const b64url = (obj: object) => Buffer.from(JSON.stringify(obj)).toString("base64url");
/** A token signed with jose directly, for what signToken never makes: another algorithm or key, no jti, two audiences. */
function handSigned(key: Uint8Array, { alg = "HS256", aud = "staff" as string | string[], jti = "session-1" as string | null } = {}) {
  const token = new SignJWT({}).setProtectedHeader({ alg }).setIssuer(issuerOf(env)).setAudience(aud).setSubject("user-1");
  if (jti !== null) token.setJti(jti);
  return token
    .setIssuedAt()
    .setExpirationTime(now() + 600)
    .sign(key);
}

describe("token shape", () => {
  it("wants three non-empty base64url parts before anything is parsed", () => {
    expect(hasTokenShape("aGVhZA.cGF5bG9hZA.c2ln")).toBe(true);
    for (const bad of [undefined, null, 42, "", "abc", "a.b", "a.b.", ".b.c", "a.b.c.d", "a.b.c d", "a.b+/.c", "a.b.c=", "a".repeat(5000) + ".b.c"]) {
      expect(hasTokenShape(bad), String(bad)).toBe(false);
    }
  });

  it("answers null for junk instead of throwing", async () => {
    for (const bad of ["", "abc", "a.b.c", "eyJhbGciOiJIUzI1NiJ9.eyJ9.abc", `${b64url({ alg: "HS256" })}.not-json.sig`]) {
      await expect(verifyToken(env, bad, "staff")).resolves.toBeNull();
    }
  });
});

describe("signing and verifying", () => {
  it("round-trips HS256 with the deployment's origin as issuer", async () => {
    const token = await signToken(env, claims());
    const header = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    expect(header).toEqual({ alg: "HS256", typ: "JWT" });
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(payload).toMatchObject({ iss: "https://www.meridian-fs.example", aud: "staff", sub: "user-1", jti: "session-1" });
    expect(await verifyToken(env, token, "staff")).toMatchObject({ sub: "user-1", jti: "session-1", aud: "staff" });
  });

  it("rejects the other audience", async () => {
    expect(await verifyToken(env, await signToken(env, claims()), "demo")).toBeNull();
    expect(await verifyToken(env, await signToken(env, { ...claims(), aud: "demo" }), "staff")).toBeNull();
  });

  it("rejects an unsigned token (alg: none)", async () => {
    const body = b64url({ iss: issuerOf(env), aud: "staff", sub: "user-1", jti: "session-1", iat: now(), exp: now() + 600 });
    expect(await verifyToken(env, `${b64url({ alg: "none", typ: "JWT" })}.${body}.`, "staff")).toBeNull();
    expect(await verifyToken(env, `${b64url({ alg: "none", typ: "JWT" })}.${body}.e30`, "staff")).toBeNull();
  });

  it("rejects any algorithm but HS256, even with the right key", async () => {
    const key = await signingKey(env.SESSION_SECRET);
    const hs512 = await handSigned(new Uint8Array([...key, ...key]), { alg: "HS512" });
    expect(await verifyToken(env, hs512, "staff")).toBeNull();
  });

  it("rejects another key, another issuer, an expired token and missing claims", async () => {
    const other = { ...env, SESSION_SECRET: "another-secret-0123456789abcdef0123456" };
    expect(await verifyToken(env, await signToken(other, claims()), "staff")).toBeNull();
    const otherSite = { ...env, SITE_URL: "https://preview.meridian-fs.example" };
    expect(await verifyToken(env, await signToken(otherSite, claims()), "staff")).toBeNull();
    expect(await verifyToken(env, await signToken(env, { ...claims(), iat: now() - 100, exp: now() - 1 }), "staff")).toBeNull();
    const key = await signingKey(env.SESSION_SECRET);
    const noJti = await handSigned(key, { jti: null });
    expect(await verifyToken(env, noJti, "staff")).toBeNull();
    const twoAudiences = await handSigned(key, { aud: ["staff", "demo"], jti: "s" });
    expect(await verifyToken(env, twoAudiences, "staff")).toBeNull();
  });

  it("derives its key from the secret rather than using the secret itself", async () => {
    const raw = new TextEncoder().encode(env.SESSION_SECRET);
    const withRawSecret = await handSigned(raw, { jti: "s" });
    expect(await verifyToken(env, withRawSecret, "staff")).toBeNull();
  });
});
