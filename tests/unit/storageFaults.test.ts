import { describe, expect, it } from "vitest";
import { StorageUnavailable, guardBinding } from "~/server/platform/storageFaults.server";

const BUSY = "D1_ERROR: database is locked: SQLITE_BUSY";

/** A D1-like binding whose statement's first() fails `failures` times with `message`, then answers. */
function flakyDb(failures: number, message: string) {
  let calls = 0;
  const statement = {
    first: () => {
      calls++;
      return calls <= failures ? Promise.reject(new Error(message)) : Promise.resolve({ ok: 1 });
    },
  };
  return { db: { prepare: () => statement }, calls: () => calls };
}

describe("a guarded binding", () => {
  it("asks again while the database is busy (SQLite changed nothing), then answers", async () => {
    const { db, calls } = flakyDb(2, BUSY);
    await expect(guardBinding(db, "d1").prepare().first()).resolves.toEqual({ ok: 1 });
    expect(calls()).toBe(3);
  });

  it("gives up after three more tries: an outage (503)", async () => {
    const { db, calls } = flakyDb(10, BUSY);
    await expect(guardBinding(db, "d1").prepare().first()).rejects.toBeInstanceOf(StorageUnavailable);
    expect(calls()).toBe(4);
  });

  it("does not repeat other failures: a lost connection is an outage at once, our own bad SQL stays a bug", async () => {
    const lost = flakyDb(1, "D1_ERROR: Network connection lost.");
    await expect(guardBinding(lost.db, "d1").prepare().first()).rejects.toBeInstanceOf(StorageUnavailable);
    expect(lost.calls()).toBe(1);
    const bug = flakyDb(1, "D1_ERROR: no such table: nope: SQLITE_ERROR");
    const error = await guardBinding(bug.db, "d1")
      .prepare()
      .first()
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(StorageUnavailable);
    expect(bug.calls()).toBe(1);
  });
});
