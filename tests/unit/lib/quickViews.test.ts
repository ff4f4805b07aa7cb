import { describe, expect, it } from "vitest";
import { appliedFilterCount } from "../../../app/components/sales/InboxFilters";
import { QUICK_VIEWS, currentQuickView, quickViewHref } from "../../../app/lib/sales/quickViews";
import { followUpDue, formatFollowUp } from "../../../app/lib/sales/followUp";
import { filterSearch } from "../../../app/lib/sales/salesInboxUrl";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";

const parse = (search: string) => salesRequestQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

describe("the inbox's saved views", () => {
  it("are URLs whose filters parse, and each is recognised as the current view when shown", () => {
    expect(QUICK_VIEWS.map(quickViewHref)).toEqual([
      "/admin/sales-requests?assignee=mine&status=open",
      "/admin/sales-requests?assignee=none&status=open",
      "/admin/sales-requests?status=new",
      "/admin/sales-requests?followUp=due",
    ]);
    for (const view of QUICK_VIEWS) {
      const query = parse(quickViewHref(view).split("?")[1]!);
      expect(currentQuickView(query)).toBe(view.id);
      // The filters survive the inbox's own links (sort, page, export).
      expect(currentQuickView(parse(filterSearch(query, { sort: "name", page: "3" }).slice(1)))).toBe(view.id);
    }
  });

  it("a view with one more filter is no longer that view", () => {
    expect(currentQuickView(parse("status=new&q=harbor"))).toBeNull();
    expect(currentQuickView(parse("followUp=due&assignee=none"))).toBeNull();
    expect(currentQuickView(parse(""))).toBeNull();
  });

  it("refuses an unknown status or follow-up filter", () => {
    expect(salesRequestQuerySchema.safeParse({ status: "opened" }).success).toBe(false);
    expect(salesRequestQuerySchema.safeParse({ followUp: "soon" }).success).toBe(false);
  });

  it("the Filters control counts the filters that narrow the list, not the page size or sort", () => {
    expect(appliedFilterCount({ q: "", from: "", to: "", status: "", assignee: "", followUp: "" })).toBe(0);
    expect(appliedFilterCount({ q: "harbor", from: "2026-01-01", to: "", status: "open", assignee: "mine", followUp: "due" })).toBe(5);
  });
});

describe("follow-up dates", () => {
  it("are shown as the calendar day written, with no time zone", () => {
    expect(formatFollowUp("2026-12-01")).toBe("Dec 1, 2026");
    expect(formatFollowUp("1989-06-30")).toBe("Jun 30, 1989");
    expect(formatFollowUp(null)).toBe("—");
  });

  it("are due on the day itself and after", () => {
    expect(followUpDue("2026-12-01", "2026-11-30")).toBe(false);
    expect(followUpDue("2026-12-01", "2026-12-01")).toBe(true);
    expect(followUpDue("2026-12-01", "2027-01-01")).toBe(true);
    expect(followUpDue(null, "2027-01-01")).toBe(false);
  });
});
