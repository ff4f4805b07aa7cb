import { Field } from "~/components/forms/Field";

/** A staff list's filter by days: From and To (the URL's `from` and `to`), each with its error, and what To's hint says of them. */
export function DayRangeFields({
  idPrefix,
  from,
  to,
  errors,
  hint,
}: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  errors: Partial<Record<string, string>> | null | undefined;
  hint?: string;
}) {
  return (
    <>
      <Field label="From" name="from" id={`${idPrefix}-from`} type="date" defaultValue={from} error={errors?.from} />
      <Field label="To" name="to" id={`${idPrefix}-to`} type="date" defaultValue={to} hint={hint} error={errors?.to} />
    </>
  );
}
