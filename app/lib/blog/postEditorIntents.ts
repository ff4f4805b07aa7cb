import { defineIntents } from "../intents";

/**
 * The post editor's own buttons (PostForm, PicturePicker), on /admin/blog/new and /admin/blog/:id:
 * Save, Preview (without JavaScript) and Insert picture (without JavaScript). The edit screen adds
 * publishing and deleting to them.
 */
export const POST_EDITOR_INTENTS = { save: [], preview: [], "insert-picture": [] } as const;
export const postEditorIntents = /* @__PURE__ */ defineIntents(POST_EDITOR_INTENTS);
