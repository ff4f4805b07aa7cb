import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { BROWSER_ZONE_COOKIE } from "~/lib/timeZones";

/**
 * Tells the server the browser's time zone (decision record 0029): a cookie for /admin only,
 * written after hydration, so the next staff page renders its times in that zone from the start
 * (no text swapped after load). The sign-in page writes it, so the first screen after sign-in is
 * right already. When the page just rendered used a different zone and the profile chose none,
 * `current` asks for one re-render through the loaders (a first visit with the cookie missing).
 */
export function useBrowserTimeZone(current?: { timeZone: string; timeZoneFrom: "profile" | "browser" | "default" }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    let zone = "";
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
    } catch {
      return;
    }
    if (!zone) return;
    const value = encodeURIComponent(zone);
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // Read and written in the browser by hand, on purpose: the server's side of this cookie goes
    // through app/server/platform/cookies.server.ts; a cookie library is not worth its bytes here.
    if (!document.cookie.split("; ").includes(`${BROWSER_ZONE_COOKIE}=${value}`)) {
      document.cookie = `${BROWSER_ZONE_COOKIE}=${value}; Path=/admin; Max-Age=31536000; SameSite=Lax${secure}`;
    }
    if (current && current.timeZoneFrom !== "profile" && current.timeZone !== zone && revalidator.state === "idle") revalidator.revalidate();
    // Once per page load: the zone does not change while a page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
