/** What staff screens call a draft saved before it had a title (migration 0031; never public). */
export const UNTITLED_DRAFT = "Untitled draft";

export const staffTitleOf = (post: { title: string }): string => post.title || UNTITLED_DRAFT;
