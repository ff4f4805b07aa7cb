import { useNavigation } from "@remix-run/react";

/**
 * Whether the page's request in flight is one button's: `busy("save")` while a form posted with
 * intent=save runs, so that button (and only it) shows its spinner.
 */
export function useBusyIntent(): (intent: string) => boolean {
  const navigation = useNavigation();
  return (intent) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
