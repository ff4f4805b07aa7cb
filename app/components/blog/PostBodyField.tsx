import { TextAreaField } from "~/components/forms/Field";

function pictureFiles(files: FileList | undefined | null): File | null {
  return [...(files ?? [])].find((f) => f.type.startsWith("image/")) ?? null;
}

/**
 * The post's body (Markdown). A picture pasted or dropped into it goes to the picture picker's
 * upload (`uploadRef`, set by PicturePicker), which puts it in at the cursor with its text
 * alternative. The picker stays the form's own child, beside this field: its generated ids
 * depend on where it sits in the tree.
 */
export function PostBodyField({
  defaultValue,
  uploadRef,
  error,
}: {
  defaultValue: string;
  uploadRef: React.MutableRefObject<((file: File) => Promise<void>) | null>;
  error?: string;
}) {
  return (
    <TextAreaField
      label="Body (Markdown)"
      name="body"
      rows={16}
      required
      markRequired
      defaultValue={defaultValue}
      onPaste={(e) => {
        const file = pictureFiles(e.clipboardData?.files);
        if (!file || !uploadRef.current) return;
        e.preventDefault();
        void uploadRef.current(file);
      }}
      onDragOver={(e) => {
        if ([...e.dataTransfer.types].includes("Files")) e.preventDefault();
      }}
      onDrop={(e) => {
        const file = pictureFiles(e.dataTransfer?.files);
        if (!file || !uploadRef.current) return;
        e.preventDefault();
        void uploadRef.current(file);
      }}
      hint="Markdown: **bold**, _italic_, [links](https://…), ## headings, lists. HTML is shown as text. Paste or drop a picture to upload it."
      error={error}
    />
  );
}
