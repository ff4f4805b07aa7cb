import { useEffect, useRef, useState } from "react";
import { PostArticle, type PostArticleContent } from "~/components/news/PostArticle";

/** How long typing must pause before the preview is rendered again. */
const PREVIEW_DELAY_MS = 400;

type PreviewState = "current" | "updating" | "failed";

/**
 * The live preview's body (decision record 0025): rendered by the server's Markdown code (the
 * sanitiser of /news) a moment after typing stops; the form passes title, summary, category and
 * cover to PostPreview at once. Call `schedulePreview` on every change to the body.
 */
export function useLivePreview(initialHtml: string, initialBody: string, bodyRef: { current: HTMLTextAreaElement | null }) {
  const [previewHtml, setPreviewHtml] = useState(initialHtml);
  const [previewState, setPreviewState] = useState<PreviewState>("current");
  const previewTimer = useRef<ReturnType<typeof setTimeout>>();
  const previewed = useRef(initialBody);
  const schedulePreview = () => {
    clearTimeout(previewTimer.current);
    previewTimer.current = setTimeout(async () => {
      const body = bodyRef.current?.value ?? "";
      if (body === previewed.current) return setPreviewState("current");
      setPreviewState("updating");
      try {
        const form = new FormData();
        form.append("body", body);
        const response = await fetch("/admin/blog/preview", { method: "POST", body: form, headers: { Accept: "application/json" } });
        const answer = (await response.json()) as { html?: string };
        if (!response.ok || typeof answer.html !== "string") throw new Error(String(response.status));
        previewed.current = body;
        setPreviewHtml(answer.html);
        setPreviewState(body === bodyRef.current?.value ? "current" : "updating");
      } catch {
        setPreviewState("failed");
      }
    }, PREVIEW_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(previewTimer.current), []);
  return { previewHtml, previewState, schedulePreview };
}

/**
 * Beside the editor's form (below it on narrow screens): the post as /news will show it, with a
 * line that says whether the body shown is the one being typed.
 */
export function PostPreview({ post, state }: { post: PostArticleContent; state: PreviewState }) {
  return (
    <section className="post-preview" aria-labelledby="preview-title" tabIndex={-1}>
      <h2 className="post-preview-label" id="preview-title">
        Preview: the post as it will look on /news
      </h2>
      <p className="field-hint post-preview-state" aria-live="polite">
        {state === "updating" ? "Updating…" : state === "failed" ? "The preview could not be updated: it shows the body as it was." : "Follows what you type."}
      </p>
      {post.html || post.title ? (
        <article className="news-article post-preview-article">
          <PostArticle preview post={post} />
        </article>
      ) : (
        <p className="admin-muted">Write a title and a body: the post appears here as you type.</p>
      )}
    </section>
  );
}
