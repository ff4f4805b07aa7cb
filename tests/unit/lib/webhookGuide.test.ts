import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WEBHOOK_GUIDE } from "../../../app/lib/webhooks/webhookGuide";
import { WEBHOOK_EVENT_KEYS } from "../../../app/lib/webhooks/webhookEvents";

/** Staff read the webhook guide at /admin/integrations/help, developers in docs/webhooks.md: one text. */
describe("the webhook guide", () => {
  it("is in docs/webhooks.md word for word", () => {
    const doc = readFileSync("docs/webhooks.md", "utf8");
    expect(doc).toContain(WEBHOOK_GUIDE);
  });

  it("names every event staff can subscribe to, and the test event", () => {
    for (const key of [...WEBHOOK_EVENT_KEYS, "webhook.test"]) expect(WEBHOOK_GUIDE).toContain(`| \`${key}\``);
  });

  it("names no repository path a staff member could not open", () => {
    expect(WEBHOOK_GUIDE).not.toMatch(/docs\/|\.md\b|npm run/);
  });
});
