import { defineIntents } from "../intents";

/** A sales request's screen (/admin/sales-requests/:id): its status form's Save and the reply form's Send reply (lib/intents.ts). */
export const requestIntents = /* @__PURE__ */ defineIntents({ change: [], reply: [] });
