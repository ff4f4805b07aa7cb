import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchingStep, otpauthUri, totpAt } from "../../../app/server/auth/totp.server";

// RFC 6238 appendix B, SHA-1 key "12345678901234567890"; its 8-digit codes end in our 6 digits.
const RFC_SECRET = base32Encode(new TextEncoder().encode("12345678901234567890"));

describe("TOTP (RFC 6238)", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
    [20000000000, "353130"],
  ])("gives the RFC's code at T=%i", async (seconds, code) => {
    expect(await totpAt(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it("accepts one step of clock drift either way, no more, and says which step matched", async () => {
    const t = 1_700_000_000_000;
    const code = await totpAt(RFC_SECRET, t);
    expect(await matchingStep(RFC_SECRET, code, t)).toBe(Math.floor(t / 30_000));
    expect(await matchingStep(RFC_SECRET, code, t + 30_000)).not.toBeNull();
    expect(await matchingStep(RFC_SECRET, code, t - 30_000)).not.toBeNull();
    expect(await matchingStep(RFC_SECRET, code, t + 90_000)).toBeNull();
    expect(await matchingStep(RFC_SECRET, "12345", t)).toBeNull();
    expect(await matchingStep(RFC_SECRET, "abcdef", t)).toBeNull();
  });

  it("round-trips base32 and builds the URI authenticator apps read", () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(otpauthUri("Meridian", "a@b.example", RFC_SECRET)).toBe(
      "otpauth://totp/Meridian%3Aa%40b.example?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Meridian&algorithm=SHA1&digits=6&period=30",
    );
    // Spaces are %20, never "+" (which authenticator apps show as a literal plus).
    expect(otpauthUri("Meridian Financial Software", "a@b.example", RFC_SECRET)).toBe(
      "otpauth://totp/Meridian%20Financial%20Software%3Aa%40b.example?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Meridian%20Financial%20Software&algorithm=SHA1&digits=6&period=30",
    );
  });
});
