import { describe, expect, it } from "vitest";
import { DELETE_INTENTS, defineIntents } from "~/lib/intents";
import { dispatchIntent } from "~/server/platform/intents.server";

const intents = defineIntents({ move: ["id", "direction"], ...DELETE_INTENTS });

const handlers = {
  move: async (input: { id?: string; direction?: string }) => `moved ${input.id} ${input.direction}`,
  "confirm-delete": async (input: { id?: string }) => `confirm ${input.id}`,
  delete: async (input: { id?: string }) => `deleted ${input.id}`,
};

describe("a screen's intents", () => {
  it("sends the posted form to its intent's handler, with that intent's fields", async () => {
    expect(await dispatchIntent(intents, { intent: "move", id: "e1", direction: "up", other: "kept" }, handlers)).toBe("moved e1 up");
    expect(await dispatchIntent(intents, { intent: "delete", id: "e2" }, handlers)).toBe("deleted e2");
  });

  it("answers a missing, mistyped or forged intent 400 'Unknown action'", async () => {
    for (const form of [{}, { intent: "Move" }, { intent: "__proto__" }, { intent: "toString" }]) {
      const answer = (await dispatchIntent(intents, form, handlers)) as unknown as { init: { status: number }; data: unknown };
      expect(answer.init.status).toBe(400);
      expect(answer.data).toEqual({ error: "Unknown action" });
    }
  });

  it("gives the buttons their name and value from the same list", () => {
    expect(intents.button("confirm-delete")).toEqual({ name: "intent", value: "confirm-delete" });
    expect(intents.hidden("move", { id: "e1", direction: "down" })).toEqual({ intent: "move", fields: { id: "e1", direction: "down" } });
    // @ts-expect-error an intent the screen does not have fails the type check
    intents.button("publish");
    // @ts-expect-error so does a button that leaves out one of its intent's fields
    intents.hidden("move", { id: "e1" });
  });
});
