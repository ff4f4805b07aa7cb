/** The post editor's fields as the form holds them: what PostForm shows and the actions read back (decision record 0020: a type both a component and the server use lives below both). */
export interface PostFormValues {
  title: string;
  slug: string;
  summary: string;
  description: string;
  body: string;
  categoryId: string;
  coverUploadId: string;
  published: boolean;
  /** datetime-local text, UTC ("YYYY-MM-DDTHH:MM"); blank: at once. */
  publishAt: string;
}
