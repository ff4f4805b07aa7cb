import { WEBHOOK_GUIDE } from "../../lib/webhooks/webhookGuide";
import { renderMarkdown } from "../blog/markdown.server";

/** The webhook guide as HTML, rendered once per isolate (the text only changes with a deploy). */
let html: string | undefined;
export const webhookGuideHtml = () => (html ??= renderMarkdown(WEBHOOK_GUIDE));
