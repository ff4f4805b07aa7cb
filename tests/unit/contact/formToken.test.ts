import { describe, expect, it } from "vitest";
import { checkFormToken, MAX_AGE_MS, signFormToken } from "~/server/sales/formToken.server";

const secret = "unit-test-secret-0123456789abcdef0123";
const t0 = Date.UTC(2026, 10, 22, 10, 0, 0);

describe("the contact form's signed timestamp", () => {
  it("accepts its own token from the moment it is issued up to the maximum age", async () => {
    const token = await signFormToken(secret, t0);
    expect(token).toMatch(/^v1\.\d+\.[A-Za-z0-9_-]+$/);
    expect(await checkFormToken(secret, token, t0 + MAX_AGE_MS)).toEqual({ ok: true, issuedAt: t0 });
  });

  it("accepts a form sent at once (autofill): speed is no spam signal (decision record 0034)", async () => {
    const token = await signFormToken(secret, t0);
    expect(await checkFormToken(secret, token, t0)).toEqual({ ok: true, issuedAt: t0 });
    expect(await checkFormToken(secret, token, t0 + 300)).toEqual({ ok: true, issuedAt: t0 });
  });

  it("calls a form older than a day expired, and a missing token missing", async () => {
    const token = await signFormToken(secret, t0);
    expect(await checkFormToken(secret, token, t0 + MAX_AGE_MS + 1)).toEqual({ ok: false, reason: "expired" });
    expect(await checkFormToken(secret, undefined, t0)).toEqual({ ok: false, reason: "missing" });
    expect(await checkFormToken(secret, "", t0)).toEqual({ ok: false, reason: "missing" });
  });

  it("rejects a token signed with another secret, a changed time, or garbage as forged", async () => {
    const token = await signFormToken(secret, t0);
    const other = await signFormToken("another-secret-0123456789abcdef0123456", t0);
    const [, , signature] = token.split(".");
    const forged = [
      other,
      `v1.${t0 - 60_000}.${signature}`,
      `v2.${t0}.${signature}`,
      `v1.${t0}.${signature}.extra`,
      `v1.${t0}.`,
      `v1.not-a-number.${signature}`,
      `v1.${t0}.!!!`,
      "garbage",
    ];
    for (const candidate of forged) {
      expect(await checkFormToken(secret, candidate, t0 + 10_000), candidate).toEqual({ ok: false, reason: "forged" });
    }
  });

  it("rejects a token issued in the future beyond clock skew", async () => {
    const token = await signFormToken(secret, t0 + 5 * 60_000);
    expect(await checkFormToken(secret, token, t0)).toEqual({ ok: false, reason: "forged" });
  });
});
