import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /**
   * Shows a "*" after the label of a required field (the form then says what * means). The star is
   * hidden from assistive technology, which hears "required" from the control's own attribute.
   */
  markRequired?: boolean;
}

/**
 * A label, a control, its hint and its error, wired for assistive technology (aria-invalid,
 * aria-describedby). The error text comes from the server's zod parse.
 */
function FieldFrame({
  id,
  label,
  hint,
  error,
  mark,
  control,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  mark?: boolean;
  control(aria: ControlAria): ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {mark ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined })}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ControlAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** What each labelled control gives its frame: its id (its own, or field-<name>), and the star only where it is required. */
const frameOf = ({ label, name, error, hint, markRequired }: FieldProps, control: { id?: string; required?: boolean }) => ({
  id: control.id ?? `field-${name}`,
  label,
  hint,
  error,
  mark: markRequired && control.required,
});

/** A labelled input. */
export function Field({ label, name, error, hint, markRequired, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <FieldFrame {...frameOf({ label, name, error, hint, markRequired }, input)} control={(aria) => <input {...aria} name={name} {...input} />} />;
}

/** A labelled textarea. */
export function TextAreaField({ label, name, error, hint, markRequired, ...rest }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <FieldFrame {...frameOf({ label, name, error, hint, markRequired }, rest)} control={(aria) => <textarea {...aria} name={name} {...rest} />} />;
}

/**
 * A labelled select: of `options`, or of the option elements given as children where a flat list
 * will not do (optgroups, a disabled "choose…" placeholder).
 */
export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  markRequired,
  children,
  ...rest
}: FieldProps & { options?: { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame
      {...frameOf({ label, name, error, hint, markRequired }, rest)}
      control={(aria) => (
        <select {...aria} name={name} {...rest}>
          {options
            ? options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))
            : children}
        </select>
      )}
    />
  );
}
