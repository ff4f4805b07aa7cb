import { describe, expect, it } from "vitest";
import { INBOX_FILTER_KEYS, INBOX_MESSAGE_KEYS, afterBulkChange, afterUndo } from "../../../app/lib/sales/salesInboxUrl";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";

describe("the inbox's redirect after a bulk change", () => {
  it("names its message with parameters no filter uses", () => {
    for (const key of Object.values(INBOX_MESSAGE_KEYS)) expect(INBOX_FILTER_KEYS as readonly string[]).not.toContain(key);
  });

  it("keeps every filter, the sort and the page, and the filters still parse", () => {
    const from = new URL(
      "http://x.test/admin/sales-requests?index&q=Harbor&from=2026-01-01&to=2026-01-31&status=qualified&assignee=none&followUp=due&pageSize=25&page=2&sort=name&dir=desc",
    );
    const back = new URL(afterBulkChange(from, 2, "contacted", "2026-11-28T10:00:00.000Z"), "http://x.test");
    expect(back.pathname).toBe("/admin/sales-requests");
    expect(back.searchParams.has("index")).toBe(false);
    for (const key of INBOX_FILTER_KEYS) expect(back.searchParams.get(key)).toBe(from.searchParams.get(key));
    expect(back.searchParams.get(INBOX_MESSAGE_KEYS.changed)).toBe("2");
    expect(back.searchParams.get(INBOX_MESSAGE_KEYS.changedTo)).toBe("contacted");
    expect(back.searchParams.get(INBOX_MESSAGE_KEYS.changedAt)).toBe("2026-11-28T10:00:00.000Z");
    const filters = Object.fromEntries(INBOX_FILTER_KEYS.map((k) => [k, back.searchParams.get(k) ?? undefined]));
    expect(salesRequestQuerySchema.safeParse(filters).success).toBe(true);
  });

  it("an Undo's redirect drops the change's message (and its Undo) and says what went back", () => {
    const changed = new URL(afterBulkChange(new URL("http://x.test/admin/sales-requests?q=Harbor"), 3, "closed", "2026-11-28T10:00:00.000Z"), "http://x.test");
    const back = new URL(afterUndo(changed, 2, 1), "http://x.test");
    expect(back.searchParams.get("q")).toBe("Harbor");
    expect([INBOX_MESSAGE_KEYS.changed, INBOX_MESSAGE_KEYS.changedTo, INBOX_MESSAGE_KEYS.changedAt].map((k) => back.searchParams.has(k))).toEqual([
      false,
      false,
      false,
    ]);
    expect([back.searchParams.get(INBOX_MESSAGE_KEYS.undone), back.searchParams.get(INBOX_MESSAGE_KEYS.kept)]).toEqual(["2", "1"]);
  });
});
