import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, dummyHash, hashPassword, timingSafeEqual, verifyPassword } from "~/server/auth/password.server";

describe("password hashing", () => {
  it("round-trips and stores its parameters", async () => {
    const hash = await hashPassword("correct horse battery staple", 1000);
    expect(hash).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
  });

  it("salts each hash", async () => {
    expect(await hashPassword("same", 1000)).not.toBe(await hashPassword("same", 1000));
  });

  it("uses 100,000 iterations by default", async () => {
    expect((await hashPassword("x")).split("$")[1]).toBe("100000");
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    for (const bad of ["", "plain", "md5$1$a$b", "pbkdf2-sha256$0$AA==$AA==", "pbkdf2-sha256$x$AA==$AA=="]) {
      expect(await verifyPassword("x", bad)).toBe(false);
    }
  });

  it("compares in constant time over the whole length", () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });

  it("gives unknown accounts a dummy hash that costs what a real one does and matches nothing", async () => {
    const dummy = await dummyHash();
    expect(dummy).toBe(await dummyHash());
    expect(dummy.split("$")[1]).toBe(String(PBKDF2_ITERATIONS));
    expect(await verifyPassword("", dummy)).toBe(false);
    expect(await verifyPassword("password", dummy)).toBe(false);
  });
});
