import { useEffect, useState } from "react";
import { useStaffTimeZone } from "~/hooks/adminData";
import { formatStaffTime, isoToWallInput, wallInputToIso, zoneLabel } from "~/lib/timeZones";

export type Publication = "draft" | "now" | "schedule";

/** What the control starts at, for a post's stored values. */
export const publicationOf = (published: boolean, publishAt: string): Publication => (!published ? "draft" : publishAt ? "schedule" : "now");

/** The form's save button says what saving with this choice will do. */
export function submitLabelOf(publication: Publication, alreadyPublic: boolean): string {
  if (publication === "schedule") return "Schedule";
  if (publication === "now") return alreadyPublic ? "Save changes" : "Publish now";
  return alreadyPublic ? "Unpublish and save" : "Save draft";
}

/**
 * The editor's one Publish / Schedule control (decision records 0025 and 0029): keep as
 * a draft, publish now, or schedule for a date and time on the editor's own wall clock: their
 * profile's zone, else their browser's, else UTC (the admin layout's choice, known to the server,
 * so the page renders the same text before and after hydration). The field is named with its zone;
 * the server reads the wall time in that zone (`publishAtZone`) and stores UTC.
 */
export function PublishControl({
  publication,
  onPublication,
  publishAt,
  alreadyPublic,
  error,
}: {
  publication: Publication;
  onPublication: (p: Publication) => void;
  /** The stored scheduled time (ISO), or "". */
  publishAt: string;
  /** The post is public already: "now" keeps it public with its date. */
  alreadyPublic: boolean;
  error?: string;
}) {
  const zone = useStaffTimeZone();
  const [local, setLocal] = useState(() => isoToWallInput(publishAt, zone));
  // A save that comes back (an error) or a zone chosen elsewhere shows the stored time anew.
  useEffect(() => {
    if (publishAt) setLocal(isoToWallInput(publishAt, zone));
  }, [publishAt, zone]);
  const instant = wallInputToIso(local, zone);
  const errorId = error ? "publish-error" : undefined;
  const option = (value: Publication, label: string, hint: string) => (
    <div className="publish-option">
      <input
        type="radio"
        id={`publication-${value}`}
        name="publication"
        value={value}
        checked={publication === value}
        onChange={() => onPublication(value)}
        aria-describedby={`publication-${value}-hint`}
      />
      <label htmlFor={`publication-${value}`}>{label}</label>
      <span className="field-hint" id={`publication-${value}-hint`}>
        {hint}
      </span>
    </div>
  );
  return (
    <fieldset className="publish-control" aria-describedby={errorId}>
      <legend>Publish or schedule</legend>
      {option("draft", alreadyPublic ? "Unpublish: back to draft" : "Keep as draft", "Only staff can see it.")}
      {option("now", alreadyPublic ? "Published" : "Publish now", alreadyPublic ? "Stays on /news with its date." : "On /news as soon as you save.")}
      {option("schedule", "Schedule", "Appears on /news, in the feed and in sitemap.xml at that time, by itself.")}
      {publication === "schedule" ? (
        <div className="field publish-when">
          <label htmlFor="field-publishAtLocal">Date and time</label>
          <div className="publish-when-row">
            <input
              id="field-publishAtLocal"
              name="publishAtLocal"
              type="datetime-local"
              value={local}
              onChange={(e) => setLocal(e.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={["publish-zone", "publish-when-hint", errorId].filter(Boolean).join(" ")}
            />
            <span className="publish-zone" id="publish-zone">
              Times in {zoneLabel(zone)}
            </span>
          </div>
          <input type="hidden" name="publishAtZone" value={zone} />
          <p className="field-hint" id="publish-when-hint" aria-live="polite">
            {instant ? `Goes public ${formatStaffTime(instant, zone)}; stored as ${instant.slice(0, 16).replace("T", " ")} UTC.` : "Choose a date and time."}
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="field-error" id="publish-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
