import { defineIntents } from "../intents";

/**
 * What the demo player posts to its own action (/demo/videos/:id): the first play, watch progress
 * (where the viewer is and the ranges played) and DemoNextSection's "Talk to sales".
 */
export const demoVideoIntents = /* @__PURE__ */ defineIntents({ play: [], progress: ["position", "played"], "talk-to-sales": [] });
