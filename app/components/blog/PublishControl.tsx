import { useEffect, useState } from "react";
import { browserTimeZone, instantToLocalInput, localDateTime, localInputToInstant } from "~/lib/blog/localTime";

export type Publication = "draft" | "now" | "schedule";

/** What the control starts at, for a post's stored values. */
export const publicationOf = (published: boolean, publishAt: string): Publication => (!published ? "draft" : publishAt ? "schedule" : "now");

/**
 * The editor's one Publish / Schedule control (issue 30, decision record 0025): keep as a draft,
 * publish now, or schedule for a date and time in the writer's own time zone. The browser turns
 * the local time into a UTC instant (the hidden `publishAt`); the server stores UTC. Before the
 * page hydrates (or without JavaScript) the time is shown and read as UTC, and says so.
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
  // The zone is the browser's, known only after hydration: the server renders UTC.
  const [zone, setZone] = useState<{ kind: "local" | "utc"; name: string }>({ kind: "utc", name: "UTC" });
  const [local, setLocal] = useState(() => instantToLocalInput(publishAt, "utc"));
  useEffect(() => {
    setZone({ kind: "local", name: browserTimeZone() });
    setLocal((v) => (publishAt ? instantToLocalInput(publishAt, "local") : v));
  }, [publishAt]);
  const instant = localInputToInstant(local, zone.kind);
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
          <label htmlFor="field-publishAtLocal">Date and time ({zone.name})</label>
          <input
            id="field-publishAtLocal"
            name="publishAtLocal"
            type="datetime-local"
            value={local}
            onChange={(e) => setLocal(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={["publish-when-hint", errorId].filter(Boolean).join(" ")}
          />
          <input type="hidden" name="publishAt" value={instant} />
          <p className="field-hint" id="publish-when-hint" aria-live="polite">
            {instant
              ? `Goes public ${localDateTime(instant, zone.kind)} (${zone.name}); stored as ${instant.slice(0, 16).replace("T", " ")} UTC.`
              : "Choose a date and time."}
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
