import { createContext, useContext, useState } from "react";

/**
 * This response's request id, for the error page's "Reference" (support finds the log lines by
 * it). Provided while rendering on the server (entry.server). In the browser, hydration reads the
 * id the server rendered, so both render the same text; an error page first rendered in the
 * browser (after a client-side navigation) has no id of its own to show and shows none.
 */
export const RequestIdContext = createContext<string | undefined>(undefined);

const REQUEST_REFERENCE_ID = "request-reference";

function useRequestId(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => fromServer ?? (typeof document === "undefined" ? undefined : document.getElementById(REQUEST_REFERENCE_ID)?.dataset.requestId));
  return id;
}

/** "Reference: <request id>" on a server-error page (nothing when the id is not known). */
export function RequestReference() {
  const requestId = useRequestId();
  if (!requestId) return null;
  return (
    <p className="error-reference" id={REQUEST_REFERENCE_ID} data-request-id={requestId}>
      Reference: <code>{requestId}</code>
    </p>
  );
}
