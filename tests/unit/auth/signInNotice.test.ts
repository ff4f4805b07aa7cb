import { describe, expect, it } from "vitest";
import { describeDevice, signInNoticeText } from "../../../app/server/auth/signInNotice.server";

/** The owner's notice (decision record 0036): the browser named coarsely, never the User-Agent itself. */
describe("describeDevice", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Windows"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on macOS"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
    ["curl/8.5.0", "An unknown browser or program"],
    [null, "An unknown browser or program"],
  ])("%s → %s", (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });
});

describe("signInNoticeText", () => {
  it("says what changed, when in UTC, on which browser, and what to do if it was not the owner", () => {
    const { subject, text } = signInNoticeText(
      "Meridian",
      { email: "owner@bank.example", staffUserId: "u1", replyTo: "admin@bank.example" },
      { kind: "passkey.add", name: "Laptop" },
      "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
      Date.UTC(2026, 10, 28, 17, 45),
    );
    expect(subject).toBe("Meridian: A passkey was added to your account");
    expect(text).toContain("When: 2026-11-28 17:45 UTC");
    expect(text).toContain("Device: Firefox on Linux");
    expect(text).toContain("If it was not you, reply to this e-mail or tell an administrator at once");
    expect(text).not.toContain("Gecko");
  });
});
