import { describe, expect, it } from "vitest";
import { paginate, withParams } from "../../../app/lib/pagination";

describe("paginate", () => {
  it("an empty list is page 1 of 1 with nothing to link", () => {
    expect(paginate({ page: 1, pageSize: 10, total: 0 })).toEqual({
      page: 1,
      pageSize: 10,
      total: 0,
      pages: 1,
      links: [1],
      first: null,
      previous: null,
      next: null,
      last: null,
      from: 0,
      to: 0,
    });
  });

  it("shows at most 5 page links, centred on the current page", () => {
    expect(paginate({ page: 1, pageSize: 10, total: 95 }).links).toEqual([1, 2, 3, 4, 5]);
    expect(paginate({ page: 3, pageSize: 10, total: 95 }).links).toEqual([1, 2, 3, 4, 5]);
    expect(paginate({ page: 4, pageSize: 10, total: 95 }).links).toEqual([2, 3, 4, 5, 6]);
    expect(paginate({ page: 9, pageSize: 10, total: 95 }).links).toEqual([6, 7, 8, 9, 10]);
    expect(paginate({ page: 10, pageSize: 10, total: 95 }).links).toEqual([6, 7, 8, 9, 10]);
    expect(paginate({ page: 2, pageSize: 10, total: 30 }).links).toEqual([1, 2, 3]);
  });

  it("first/previous/next/last exist only where they lead somewhere", () => {
    expect(paginate({ page: 1, pageSize: 5, total: 12 })).toMatchObject({ pages: 3, first: null, previous: null, next: 2, last: 3, from: 1, to: 5 });
    expect(paginate({ page: 2, pageSize: 5, total: 12 })).toMatchObject({ first: 1, previous: 1, next: 3, last: 3, from: 6, to: 10 });
    expect(paginate({ page: 3, pageSize: 5, total: 12 })).toMatchObject({ first: 1, previous: 2, next: null, last: null, from: 11, to: 12 });
  });

  it("clamps a page past the end or below 1, and bad numbers", () => {
    expect(paginate({ page: 99, pageSize: 25, total: 30 })).toMatchObject({ page: 2, from: 26, to: 30 });
    expect(paginate({ page: 0, pageSize: 25, total: 30 }).page).toBe(1);
    expect(paginate({ page: Number.NaN, pageSize: Number.NaN, total: 30 })).toMatchObject({ page: 1, pageSize: 10, pages: 3 });
  });

  it("honours another link count", () => {
    expect(paginate({ page: 5, pageSize: 1, total: 9, maxLinks: 3 }).links).toEqual([4, 5, 6]);
    expect(paginate({ page: 6, pageSize: 1, total: 9, maxLinks: 4 }).links).toEqual([5, 6, 7, 8]);
  });

  it.each([5, 10, 25, 100])("page size %i over 101 items", (size) => {
    const p = paginate({ page: 1, pageSize: size, total: 101 });
    expect(p.pages).toBe(Math.ceil(101 / size));
    expect(p.to).toBe(Math.min(101, size));
  });
});

describe("withParams", () => {
  it("replaces and removes parameters, keeping the rest", () => {
    expect(withParams("q=bank&page=2&pageSize=25", { page: 3 })).toBe("?q=bank&page=3&pageSize=25");
    expect(withParams(new URLSearchParams("q=bank&page=2"), { page: null })).toBe("?q=bank");
    expect(withParams("", { page: null })).toBe("?");
  });
});
