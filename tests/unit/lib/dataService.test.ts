import { describe, expect, it } from "vitest";
import { createDataService, DataServiceError, failureMessage } from "../../../app/browser/dataService";
import type { NotifyOptions } from "../../../app/lib/shellUi";

describe("failureMessage (R-ERRORS)", () => {
  it.each([
    ["data", { status: 401 }, "Session Expired- please log in"],
    ["write", { status: 401 }, "Session Expired- please log in"],
    ["demoData", { status: 401 }, "Session Expired- please log in"],
    ["data", { status: 500 }, "Server Error"],
    ["data", { status: 403 }, "Server Error"],
    ["data", { status: 404 }, "Server Error"],
    ["write", { status: 400 }, "Server Error"],
    ["download", { status: 502 }, "Server Error"],
    ["data", { networkError: true }, "Server Error"],
    ["data", { status: 200, empty: true }, "Error Getting Data"],
    ["demoData", { status: 200, empty: true }, "Error Getting Data"],
    ["write", { status: 200, empty: true }, null],
    ["data", { status: 200, empty: false }, null],
    ["userData", { status: 401 }, null],
    ["userData", { status: 500 }, null],
    ["userData", { status: 200, empty: true }, null],
  ] as const)("%s %j → %j", (kind, outcome, message) => {
    expect(failureMessage(kind, outcome)).toBe(message);
  });
});

/** A fetch that answers from a table and records what it was asked. */
function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const f = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer(String(input), init);
  }) as typeof fetch;
  return { f, calls };
}

function harness(answer: (url: string, init: RequestInit) => Response | Promise<Response>, extra: { token?: string; demoToken?: string } = {}) {
  const notes: NotifyOptions[] = [];
  const loading: boolean[] = [];
  const { f, calls } = fakeFetch(answer);
  const service = createDataService({
    fetch: f,
    notify: (o) => notes.push(o),
    onLoading: (b) => loading.push(b),
    token: () => extra.token,
    demoToken: () => extra.demoToken,
  });
  return { service, notes, loading, calls };
}

const headersOf = (init: RequestInit) => Object.fromEntries(new Headers(init.headers).entries());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("createDataService", () => {
  it("GET returns the JSON, shows loading, sends the bearer and the cookie", async () => {
    const h = harness(() => json({ items: [1] }), { token: "t0k" });
    const res = await h.service.api.api.blogs.view.$get({ query: {} });
    expect(await res.json()).toEqual({ items: [1] });
    expect(h.loading).toEqual([true, false]);
    expect(h.calls[0]!.url).toBe("http://127.0.0.1/api/blogs/view");
    expect(h.calls[0]!.init).toMatchObject({ method: "GET", credentials: "same-origin" });
    expect(headersOf(h.calls[0]!.init)).toMatchObject({ authorization: "Bearer t0k", accept: "application/json" });
    expect(h.notes).toEqual([]);
  });

  it("401 → 'Session Expired- please log in' as an error notification for 4 s, and a thrown error", async () => {
    const h = harness(() => json({ error: "Session Expired- please log in" }, 401));
    const error = await h.service.api.api.profile.$get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataServiceError);
    expect(error).toMatchObject({ message: "Session Expired- please log in", status: 401 });
    expect(h.notes).toEqual([{ type: "error", message: "Session Expired- please log in", timer: 4000 }]);
    expect(h.loading).toEqual([true, false]);
  });

  it("other failures → 'Server Error', keeping the API's own text as detail", async () => {
    const h = harness(() => json({ error: "Another post already uses this slug" }, 409));
    const error = await h.service.api.api.blogs["add-blog"].$post({ json: { title: "x", body: "y" } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "Server Error", status: 409, detail: "Another post already uses this slug" });
    expect(h.notes.map((n) => n.message)).toEqual(["Server Error"]);
    expect(h.calls[0]!.init).toMatchObject({ method: "POST", body: '{"title":"x","body":"y"}' });
    expect(headersOf(h.calls[0]!.init)).toMatchObject({ "content-type": "application/json" });
  });

  it("a network failure → 'Server Error'", async () => {
    const h = harness(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(h.service.api.api.blogs.delete[":id"].$delete({ param: { id: "x" } })).rejects.toMatchObject({ message: "Server Error", status: 0 });
    expect(h.notes.map((n) => n.message)).toEqual(["Server Error"]);
  });

  it("an empty answer to a data GET → 'Error Getting Data'; to a write it is fine", async () => {
    const empty = harness(() => new Response("", { status: 200 }));
    await expect(empty.service.api.api.users.$get()).rejects.toMatchObject({ message: "Error Getting Data" });
    expect(empty.notes.map((n) => n.message)).toEqual(["Error Getting Data"]);
    const nullBody = harness(() => json(null));
    await expect(nullBody.service.demoData.api.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: "x" } })).rejects.toMatchObject({
      message: "Error Getting Data",
    });
    const write = harness(() => new Response(null, { status: 204 }));
    expect(await (await write.service.api.api.profile.$put({ json: {} })).json()).toBeNull();
    expect(write.notes).toEqual([]);
  });

  it("user data: no mapping, no notification, no loading indicator, the demo credential", async () => {
    const h = harness(() => json({ error: "Session Expired- please log in" }, 401), { token: "staff", demoToken: "demo" });
    const error = await h.service.userData.api.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: "u1" } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: "Session Expired- please log in" });
    expect(h.notes).toEqual([]);
    expect(h.loading).toEqual([]);
    expect(headersOf(h.calls[0]!.init)).toMatchObject({ authorization: "Bearer demo" });
  });

  it("download: a blob, no credential, no loading indicator", async () => {
    const h = harness(() => new Response(new Uint8Array([1, 2, 3]), { status: 200 }), { token: "t0k" });
    const blob = await h.service.download("/media/uploads/x");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(h.calls[0]!.init).toEqual({ method: "GET", credentials: "omit" });
    expect(h.loading).toEqual([]);
  });
});
