/**
 * The session cookies' base names, one per audience (app/server/auth/sessionCookies.server.ts sets them,
 * with the `__Host-` prefix where the site is served over HTTPS). Here, below both, because the
 * caching rule must recognise them too (a request carrying one is personal).
 */
export const COOKIE_BASE_NAMES = { staff: "meridian_staff", demo: "meridian_demo" } as const;
