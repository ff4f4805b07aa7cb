import { TextAreaField } from "~/components/forms/Field";

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
  // A picture among what was pasted or dropped goes to the picker's upload instead of the text.
  const takePicture = (event: React.SyntheticEvent, files: FileList | undefined | null) => {
    const file = [...(files ?? [])].find((f) => f.type.startsWith("image/"));
    if (!file || !uploadRef.current) return;
    event.preventDefault();
    void uploadRef.current(file);
  };
  return (
    <TextAreaField
      label="Body (Markdown)"
      name="body"
      rows={16}
      required
      markRequired
      defaultValue={defaultValue}
      onPaste={(e) => takePicture(e, e.clipboardData?.files)}
      onDragOver={(e) => {
        if ([...e.dataTransfer.types].includes("Files")) e.preventDefault();
      }}
      onDrop={(e) => takePicture(e, e.dataTransfer?.files)}
      hint="Markdown: **bold**, _italic_, [links](https://…), ## headings, lists. HTML is shown as text. Paste or drop a picture to upload it."
      error={error}
    />
  );
}
