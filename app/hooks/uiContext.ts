import { createContext, useContext } from "react";
import type { UiApi } from "~/lib/shellUi";

/** The page shell's API (lib/shellUi.ts) as React context: SiteShell provides it, components and hooks read it. */
export const UiContext = createContext<UiApi | null>(null);

export function useUi(): UiApi {
  const ui = useContext(UiContext);
  if (!ui) throw new Error("useUi must be used inside the site shell");
  return ui;
}
