import { describe, expect, it } from "vitest";
import { newUserSchema, passwordChangeSchema, safeRedirect, staffLoginSchema } from "~/lib/auth/authSchemas";
import { clearedCookie, cookieName, sessionCookie } from "~/server/auth/sessionCookies.server";
import { readCookie } from "~/server/platform/cookies.server";
import { lockoutMessage } from "~/server/auth/throttle.server";
import { PERMISSIONS, can, permissionsOf } from "~/lib/auth/permissions";

describe("permission table", () => {
  it("gives admins everything and editors the content and sales work", () => {
    expect(PERMISSIONS.every((p) => can("admin", p))).toBe(true);
    expect(permissionsOf("editor")).toEqual([
      "blog:manage",
      "stories:manage",
      "products:manage",
      "sales:read",
      "sales:write",
      "uploads:write",
      "email:send",
      "insights:read",
    ]);
    expect(can("editor", "users:manage")).toBe(false);
    expect(can("editor", "demo:manage")).toBe(false);
  });
});

describe("redirect after sign-in", () => {
  it("allows same-site paths only", () => {
    expect(safeRedirect("/admin/users?x=1")).toBe("/admin/users?x=1");
    expect(safeRedirect("/demo", "/")).toBe("/demo");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "admin", "", null, undefined, "/a\nb", "/a\\b"]) {
      expect(safeRedirect(bad), String(bad)).toBe("/admin");
    }
  });
});

describe("session cookies", () => {
  const local = { APP_ENV: "development" as const };
  const prod = { APP_ENV: "production" as const };

  it("are HttpOnly and SameSite=Lax; Secure with the __Host- prefix in production only", () => {
    expect(sessionCookie(local, "staff", "t.o.k")).toBe("meridian_staff=t.o.k; Path=/; HttpOnly; SameSite=Lax");
    expect(sessionCookie(prod, "demo", "t.o.k")).toBe("__Host-meridian_demo=t.o.k; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(cookieName({ APP_ENV: "preview" }, "staff")).toBe("__Host-meridian_staff");
  });

  it("persist until the session's expiry with remember-me", () => {
    const expires = new Date(Date.now() + 30 * 86400_000).toISOString();
    const c = sessionCookie(local, "staff", "t.o.k", expires);
    expect(Number(/Max-Age=(\d+)/.exec(c)![1])).toBeGreaterThan(30 * 86400 - 5);
    expect(c).toContain(`Expires=${new Date(expires).toUTCString()}`);
    expect(clearedCookie(prod, "staff")).toBe(
      "__Host-meridian_staff=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("are read by exact name", () => {
    expect(readCookie("a=1; meridian_staff_x=2; meridian_staff=t.o.k", "meridian_staff")).toBe("t.o.k");
    expect(readCookie("meridian_staff=", "meridian_staff")).toBeUndefined();
    expect(readCookie(null, "meridian_staff")).toBeUndefined();
  });
});

describe("identity schemas", () => {
  it("normalise the sign-in form (checkbox 'on' or JSON boolean)", () => {
    expect(staffLoginSchema.parse({ email: " Admin@Example.COM ", password: "x", remember: "on" })).toEqual({
      email: "admin@example.com",
      password: "x",
      remember: true,
    });
    expect(staffLoginSchema.parse({ email: "a@b.co", password: "x", remember: true }).remember).toBe(true);
    expect(staffLoginSchema.parse({ email: "a@b.co", password: "x" }).remember).toBe(false);
  });

  it("require 12-character passwords for new users and password changes", () => {
    const user = { email: "a@b.co", name: "A", role: "editor" };
    expect(newUserSchema.safeParse({ ...user, password: "x".repeat(11) }).success).toBe(false);
    expect(newUserSchema.safeParse({ ...user, password: "x".repeat(12) }).success).toBe(true);
    const change = passwordChangeSchema.safeParse({ currentPassword: "old", newPassword: "new-password-1", confirmPassword: "new-password-2" });
    expect(change.success).toBe(false);
    expect(change.error?.issues[0]?.path).toEqual(["confirmPassword"]);
  });
});

describe("lockout message", () => {
  it("says when to try again", () => {
    expect(lockoutMessage(900)).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");
    expect(lockoutMessage(30)).toBe("Too many failed sign-in attempts. Please try again in 1 minute.");
  });
});
