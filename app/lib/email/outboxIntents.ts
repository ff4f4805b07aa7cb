import { defineIntents } from "../intents";

/** The outbox's one button, Resend (the list's rows and a message's page both post it to the list's action). */
export const outboxIntents = /* @__PURE__ */ defineIntents({ resend: ["id"] });
