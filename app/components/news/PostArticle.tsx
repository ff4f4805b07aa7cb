import { Link } from "@remix-run/react";
import { formatDateIn } from "~/lib/i18n/format";
import { useLanguage, useLocalizedPath } from "~/hooks/messages";

export interface PostArticleContent {
  title: string;
  summary: string;
  publishedAt: string | null;
  category: { name: string; slug: string } | null;
  authorName: string | null;
  coverUrl: string | null;
  /** The body as sanitized HTML (markdown.server.ts). */
  html: string;
}

/**
 * A post as readers see it: /news/:slug renders this, and so does the editor's preview, so the
 * preview is the page (same markup, same `.news-*` styles from site.css). In the preview the title
 * is an h2 (the editor's page has its own h1) styled as the article's h1.
 */
export function PostArticle({ post, preview = false, contentLanguage }: { post: PostArticleContent; preview?: boolean; contentLanguage?: string }) {
  const Title = preview ? "h2" : "h1";
  const language = useLanguage();
  const localized = useLocalizedPath();
  // Staff's words in another language than the page's (an English post on /es/…; decision record
  // 0054) are marked so, for screen readers' voices and the browser's translation offer.
  const lang = contentLanguage && contentLanguage !== language ? contentLanguage : undefined;
  return (
    <>
      <header>
        <p className="news-meta">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDateIn(post.publishedAt, language)}</time> : preview ? "Not published yet" : null}
          {post.category ? (
            <>
              {" · "}
              <Link to={localized(`/news?category=${post.category.slug}`)}>{post.category.name}</Link>
            </>
          ) : null}
          {post.authorName ? (
            <>
              {" · "}
              <bdi>{post.authorName}</bdi>
            </>
          ) : null}
        </p>
        <Title className="news-title" lang={lang} dir="auto">
          {post.title || (preview ? "(No title yet)" : "")}
        </Title>
        {post.summary ? (
          <p className="news-summary" lang={lang} dir="auto">
            {post.summary}
          </p>
        ) : null}
      </header>
      {post.coverUrl ? <img className="news-cover" src={post.coverUrl} alt="" width={960} height={540} /> : null}
      {/* Sanitized on the server: raw HTML escaped, URL schemes allowlisted (markdown.server.ts). */}
      <div className="news-body" lang={lang} dir="auto" dangerouslySetInnerHTML={{ __html: post.html }} />
    </>
  );
}
