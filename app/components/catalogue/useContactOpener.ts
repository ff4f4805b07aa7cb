import { useContext } from "react";
import { UiContext } from "~/hooks/uiContext";
import type { ContactPreset } from "~/lib/shellUi";

/**
 * The shell's contact overlay when it is there, or null. Unlike useUi() it does not throw outside
 * the shell, so callers can fall back to the no-JavaScript contact page link.
 */
export function useContactOpener(): ((preset: ContactPreset) => void) | null {
  const ui = useContext(UiContext);
  return ui ? (preset) => ui.openContact(preset) : null;
}
