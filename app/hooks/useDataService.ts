import { useContext, useMemo } from "react";
import { UiContext } from "./uiContext";
import { createDataService, type DataService } from "../browser/dataService";

/**
 * The data service wired to the site shell's notifications (when the shell is there), for
 * components that call the API from the browser. Credentials: the session cookie.
 */
export function useDataService(): DataService {
  const ui = useContext(UiContext);
  return useMemo(() => createDataService({ notify: ui ? (o) => ui.notify(o) : undefined }), [ui]);
}
