import type { Env } from "../platform/env.server";

/**
 * One thing that stands before launch, and what every domain's check answers (decision record
 * 0038). Here, apart from the registry (launchChecks.server.ts), so a check can name the type
 * without importing the registry that imports it.
 */
export type LaunchItem = { area: string; label: string; fixHref: string };

export type LaunchCheck = (env: Env, now: Date) => Promise<LaunchItem[]>;
