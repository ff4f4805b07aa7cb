/**
 * The modes the site runs in (wrangler.toml's APP_ENV): anything else, or none, is refused by the
 * request pipeline. A module of its own, free of zod, because the pipeline runs on isolate start.
 */
export const APP_ENVS = ["development", "test", "preview", "production"] as const;
