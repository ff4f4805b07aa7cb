import { DELETE_INTENTS, defineIntents } from "../intents";

/** The inbox's form intents (its action, the bulk change's undo, the saved views' panel): lib/intents.ts. */
export const inboxIntents = /* @__PURE__ */ defineIntents({ undo: ["at"], "save-view": [], "change-view": ["id"], ...DELETE_INTENTS });
