import { DELETE_INTENTS, defineIntents } from "../intents";

/**
 * The inbox's form intents (its action; the bulk status change, to the ticked rows or, with
 * `scope=matching`, every request the filters match, and its undo; the saved views' panel): lib/intents.ts.
 */
export const inboxIntents = /* @__PURE__ */ defineIntents({
  "change-status": ["scope"],
  undo: ["at"],
  "save-view": [],
  "change-view": ["id"],
  ...DELETE_INTENTS,
});
