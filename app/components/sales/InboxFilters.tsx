import { Form, Link } from "@remix-run/react";
import { DayRangeFields } from "~/components/admin/DayRangeFields";
import { Field, SelectField } from "~/components/forms/Field";
import { PAGE_SIZE_OPTIONS } from "~/lib/pagination";
import { SALES_REQUEST_STATUSES } from "~/lib/sales/salesRequestQuery";
import { STATUS_LABELS } from "./statusLabels";
import { useStaffTimeZone } from "~/hooks/adminData";
import { zoneLabel } from "~/lib/timeZones";

interface InboxFilterValues {
  q: string;
  from: string;
  to: string;
  status: string;
  assignee: string;
  followUp: string;
  pageSize: string;
  sort: string;
  dir: string;
}

/** How many of the filters narrow the list (the page size and the sort are not filters). */
export const appliedFilterCount = (v: Pick<InboxFilterValues, "q" | "from" | "to" | "status" | "assignee" | "followUp">) =>
  [v.q, v.from, v.to, v.status, v.assignee, v.followUp].filter(Boolean).length;

/**
 * The inbox's filters as a GET form: applying them changes the URL, so a view can be shared,
 * bookmarked and walked back with the back button. A new filter starts again at page 1.
 * On a phone they sit behind a "Filters" control (a <details>: no JavaScript needed) that says
 * how many apply, so the requests come first; from 700 px they are always shown (staff.css).
 * Open on a phone when a filter is invalid, so its message is seen.
 */
export function InboxFilters({
  values,
  errors = {},
  staff,
}: {
  values: InboxFilterValues;
  errors?: Record<string, string>;
  staff: { id: string; name: string }[];
}) {
  const applied = appliedFilterCount(values);
  // Each filter's control: named for its URL parameter, showing its value and its error.
  const bound = (name: keyof InboxFilterValues) => ({ name, defaultValue: values[name], error: errors[name] });
  // The days are the staff member's (decision record 0029); the server reads them in the same zone.
  const zone = useStaffTimeZone();
  return (
    <details className="inbox-filter-panel" open={Object.keys(errors).length > 0 || undefined}>
      <summary className="button button-secondary">Filters{applied ? <span className="filter-count"> ({applied} applied)</span> : null}</summary>
      <Form method="get" className="inbox-filters" aria-label="Filter sales requests">
        <Field label="Search" type="search" maxLength={200} hint="Name, company, email, products or comments" {...bound("q")} />
        <DayRangeFields idPrefix="field" from={values.from} to={values.to} errors={errors} hint={`Both days included, in ${zoneLabel(zone)}.`} />
        <SelectField
          label="Status"
          {...bound("status")}
          options={[
            { value: "", label: "Any status" },
            { value: "open", label: "Open (not closed)" },
            ...SALES_REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
        <SelectField
          label="Assigned to"
          {...bound("assignee")}
          options={[
            { value: "", label: "Anyone" },
            { value: "mine", label: "Me" },
            { value: "none", label: "Nobody" },
            ...staff.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <SelectField
          label="Follow-up"
          {...bound("followUp")}
          options={[
            { value: "", label: "Any" },
            { value: "due", label: "Due (today or before)" },
          ]}
        />
        <SelectField label="Per page" {...bound("pageSize")} options={PAGE_SIZE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))} />
        {values.sort !== "date" ? <input type="hidden" name="sort" value={values.sort} /> : null}
        {values.dir ? <input type="hidden" name="dir" value={values.dir} /> : null}
        <div className="form-actions">
          <button type="submit" className="button">
            Apply filters
          </button>
          <Link to="/admin/sales-requests" className="button button-secondary">
            Clear
          </Link>
        </div>
      </Form>
    </details>
  );
}
