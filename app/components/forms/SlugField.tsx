import type { ChangeEventHandler } from "react";
import { SLUG_MAX } from "~/lib/blog/slug";
import { Field } from "./Field";

/**
 * The optional slug of a post or story: the browser checks the schema's rule (lib/blog/slug.ts's
 * SLUG_PATTERN, written for the `pattern` attribute) before the server does.
 */
export function SlugField({
  defaultValue,
  hint,
  error,
  onChange,
}: {
  defaultValue?: string;
  hint: string;
  error?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <Field
      label="Slug"
      name="slug"
      maxLength={SLUG_MAX}
      pattern="[a-z0-9]+(-[a-z0-9]+)*"
      defaultValue={defaultValue}
      onChange={onChange}
      hint={hint}
      error={error}
    />
  );
}
