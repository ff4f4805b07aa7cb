/** A blog post as the domain (server/blog/posts.server.ts) reads it and components show it. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** For search engines and link previews; blank: pages fall back to the summary. */
  description: string;
  category: { id: string; name: string; slug: string };
  /** An image upload's id and public URL, or null. */
  cover: { id: string; url: string; filename: string } | null;
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
