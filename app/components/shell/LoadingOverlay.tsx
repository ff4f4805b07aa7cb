import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { SpinnerIcon } from "./icons";
import { useMessages } from "~/hooks/messages";

/** R-LOADING, R-CONSTANTS: quick work shows nothing; only work still pending after 500 ms shows the overlay. */
const LOADING_DELAY_MS = 500;

export function LoadingOverlay() {
  const t = useMessages();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const pending = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    setDelayPassed(false);
    if (!pending) return;
    const timer = setTimeout(() => setDelayPassed(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  // `pending` is read here too, so the overlay goes the moment the work is done, not an effect later.
  const shown = pending && delayPassed;
  return (
    <div className="loading-overlay" hidden={!shown}>
      {shown && (
        <div className="loading-box" role="status">
          <SpinnerIcon size={32} />
          <span>{t("overlay.loading")}</span>
        </div>
      )}
    </div>
  );
}
