import { defineIntents } from "../intents";

/** /admin/demo/users/:id's buttons: Save changes (DemoUserForm) and Send a new invitation. */
export const demoUserIntents = /* @__PURE__ */ defineIntents({ save: [], invite: [] });
