import { describe, expect, it } from "vitest";
import { trafficScheduler, waitUntilOf } from "~/server/platform/trafficScheduler.server";

describe("the scheduler traffic runs", () => {
  it("starts the work at most once per interval per isolate, only where it can outlive the response", async () => {
    const ran: number[] = [];
    const kick = trafficScheduler(60_000, async (_env: null, nowMs) => void ran.push(nowMs));
    const started: Promise<unknown>[] = [];
    const waitUntil = (p: Promise<unknown>) => void started.push(p);
    expect(kick(null, undefined, 1_000_000)).toBe(false);
    expect(kick(null, waitUntil, 1_000_000)).toBe(true);
    expect(kick(null, waitUntil, 1_000_000 + 59_999)).toBe(false);
    expect(kick(null, waitUntil, 1_000_000 + 60_000)).toBe(true);
    await Promise.all(started);
    expect(ran).toEqual([1_000_000, 1_060_000]);
  });

  it("hands a failure to onError, never to the request", async () => {
    const errors: unknown[] = [];
    const kick = trafficScheduler(1, async () => {
      throw new Error("D1 away");
    });
    const started: Promise<unknown>[] = [];
    kick(
      null,
      (p) => void started.push(p),
      5,
      (e) => errors.push(e),
    );
    await Promise.all(started);
    expect(errors).toEqual([new Error("D1 away")]);
  });

  it("has no waitUntil without an execution context", () => {
    const none = {
      get executionCtx(): ExecutionContext {
        throw new Error("This context has no ExecutionContext");
      },
    };
    expect(waitUntilOf(none)).toBeUndefined();
    const held: Promise<unknown>[] = [];
    const wait = waitUntilOf({ executionCtx: { waitUntil: (p: Promise<unknown>) => void held.push(p) } });
    wait?.(Promise.resolve(1));
    expect(held).toHaveLength(1);
  });
});
