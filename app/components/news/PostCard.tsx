import { Link } from "@remix-run/react";
import { formatDateIn } from "~/lib/i18n/format";
import { useLanguage, useLocalizedPath } from "~/hooks/messages";
import type { BlogPostSummary } from "~/lib/blog/postTypes";

type CardPost = Pick<BlogPostSummary, "slug" | "title" | "summary" | "publishedAt" | "category" | "cover"> & { contentLanguage?: string };

/** One post in the /news list. */
export function PostCard({ post }: { post: CardPost }) {
  const language = useLanguage();
  // An English post in another language's list is marked English (decision record 0054).
  const lang = post.contentLanguage && post.contentLanguage !== language ? post.contentLanguage : undefined;
  const localized = useLocalizedPath();
  return (
    <article className="news-card">
      {post.cover ? <img className="news-card-cover" src={post.cover.url} alt="" loading="lazy" width={320} height={180} /> : null}
      <div>
        <p className="news-meta">
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDateIn(post.publishedAt, language)}</time> : null}
          {post.category ? (
            <>
              {" · "}
              <Link to={localized(`/news?category=${post.category.slug}`)}>{post.category.name}</Link>
            </>
          ) : null}
        </p>
        <h2 className="news-card-title" lang={lang}>
          <Link to={localized(`/news/${post.slug}`)}>{post.title}</Link>
        </h2>
        {post.summary ? <p lang={lang}>{post.summary}</p> : null}
      </div>
    </article>
  );
}
