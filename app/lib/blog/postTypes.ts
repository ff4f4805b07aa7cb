/** A blog post as the domain (server/blog/posts.server.ts) reads it and components show it. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  /** '' only for a draft saved before it had one (shown to staff as "Untitled draft"). */
  title: string;
  summary: string;
  /** For search engines and link previews; blank: pages fall back to the summary. */
  description: string;
  /** Null only for a draft saved before it had one (a published or scheduled post always has one). */
  category: { id: string; name: string; slug: string } | null;
  /** An image upload's id, public URL and type (as checked at upload), or null. */
  cover: { id: string; url: string; filename: string; contentType: string } | null;
  published: boolean;
  /** When it went (or goes) public: a published post with a future time is scheduled. */
  publishedAt: string | null;
  author: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** The Markdown source. */
  body: string;
}
