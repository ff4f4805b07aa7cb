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
  /** When a scheduled post goes public: an ISO instant (UTC); blank: at once. The editor shows it in the browser's time zone. */
  publishAt: string;
}
