/**
 * A visitor whose browser asks not to be tracked (Global Privacy Control, or the older Do Not
 * Track) gets no beacon code at all: nothing is counted, nothing downloaded for it, and the tab
 * keeps no list of pages for the forms to offer. entry.client.tsx asks before it loads the beacons.
 */
export const trackingRefused = (): boolean => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1" || (window as Window & { doNotTrack?: string }).doNotTrack === "1";
};
