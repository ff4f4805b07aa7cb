import type { LocalCopy } from "~/browser/localCopy";
import { useStaffTimeZone } from "~/hooks/adminData";
import { formatStaffTime } from "~/lib/timeZones";

/**
 * Offers back words kept in this browser that the server does not have (hooks/useLocalCopy.ts):
 * shown above the editor's form, announced as an alert, answered with Restore or Discard.
 */
export function RestoreLocalCopy({ copy, onRestore, onDiscard }: { copy: LocalCopy; onRestore: () => void; onDiscard: () => void }) {
  const zone = useStaffTimeZone();
  return (
    <section className="restore-copy" role="alert" aria-labelledby="restore-copy-title">
      <h2 id="restore-copy-title">Unsaved changes were found in this browser</h2>
      <p>
        Typed at {formatStaffTime(new Date(copy.at).toISOString(), zone)}, newer than the saved version. Restore puts them back in the form (they are then saved
        as usual); Discard keeps the saved version.
      </p>
      <div className="restore-copy-actions">
        <button type="button" className="button" onClick={onRestore}>
          Restore
        </button>
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </section>
  );
}
