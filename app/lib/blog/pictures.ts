import { uploadPath } from "../uploads/paths";

/**
 * The Markdown for a picture from the uploads library: `![alt](/media/uploads/<id>)`. The text
 * alternative is required (WCAG 1.1.1; the server refuses a body with a picture without one:
 * posts.server.ts). Brackets and backslashes in it are escaped so it cannot end the Markdown early.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ALT_REQUIRED_MESSAGE = "Describe the picture: its text alternative is required";

export function pictureMarkdown(uploadId: string, alt: string): { ok: true; text: string } | { ok: false; error: string; path: string } {
  if (!UUID.test(uploadId)) return { ok: false, error: "Choose a picture from the list", path: "pictureUploadId" };
  const text = alt.replace(/\s+/g, " ").trim();
  if (!text) return { ok: false, error: ALT_REQUIRED_MESSAGE, path: "pictureAlt" };
  if (text.length > 300) return { ok: false, error: "The text alternative must be at most 300 characters", path: "pictureAlt" };
  const escaped = text.replace(/[\\[\]]/g, (c) => `\\${c}`);
  return { ok: true, text: `\n\n![${escaped}](${uploadPath(uploadId)})\n\n` };
}
