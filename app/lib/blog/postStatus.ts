/**
 * A post's state at a given time (ISO), for the admin screens and the API: a draft, scheduled
 * (published, its time still to come: the public cannot see it yet) or published.
 */
export type PostStatus = "draft" | "scheduled" | "published";

export function postStatus(post: { published: boolean; publishedAt: string | null }, now: string): PostStatus {
  if (!post.published) return "draft";
  return post.publishedAt !== null && post.publishedAt > now ? "scheduled" : "published";
}

export const isVisible = (post: { published: boolean; publishedAt: string | null }, now: string) => postStatus(post, now) === "published";

/** The value of a datetime-local input (UTC, to the minute) for an ISO instant. */
export const toPublishAtInput = (iso: string | null): string => (iso ? iso.slice(0, 16) : "");
