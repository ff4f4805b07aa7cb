/**
 * A post's state at a given time (ISO), for the admin screens and the API: a draft, scheduled
 * (published, its time still to come: the public cannot see it yet) or published.
 */
type PostStatus = "draft" | "scheduled" | "published";

export function postStatus(post: { published: boolean; publishedAt: string | null }, now: string): PostStatus {
  if (!post.published) return "draft";
  return post.publishedAt !== null && post.publishedAt > now ? "scheduled" : "published";
}

export const isVisible = (post: { published: boolean; publishedAt: string | null }, now: string) => postStatus(post, now) === "published";
