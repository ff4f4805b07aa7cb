import { useRef } from "react";
import { TextAreaField } from "~/components/forms/Field";
import { PicturePicker, type PickerImage } from "~/components/blog/PicturePicker";

function pictureFiles(files: FileList | undefined | null): File | null {
  return [...(files ?? [])].find((f) => f.type.startsWith("image/")) ?? null;
}

/**
 * The post's body (Markdown) and its pictures: one pasted or dropped into the body is uploaded by
 * the picker below it, which also offers the uploads library's images, and every picture goes in
 * at the cursor with its text alternative.
 */
export function PostBodyField({
  defaultValue,
  images,
  onUploaded,
  onInsert,
  error,
  pictureError,
}: {
  defaultValue: string;
  images: PickerImage[];
  onUploaded: (image: PickerImage) => void;
  onInsert: (markdown: string) => void;
  error?: string;
  pictureError?: string;
}) {
  const uploadRef = useRef<((file: File) => Promise<void>) | null>(null);
  return (
    <>
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
      <PicturePicker images={images} onUploaded={onUploaded} onInsert={onInsert} error={pictureError} uploadRef={uploadRef} />
    </>
  );
}
