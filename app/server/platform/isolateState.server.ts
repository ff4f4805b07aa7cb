/**
 * What the platform is configured with once per isolate (the build id, the pages' store, the
 * site's origins), set by the request pipeline (configurePlatform, requestPipeline.server.ts) and
 * read by the edge cache, the pages' store and the purges that staff changes make.
 *
 * The Pages Functions and the Remix build are bundled apart, each with its own copy of platform/
 * (decision record 0046), so module-level variables would exist twice and need configuring twice.
 * The state lives on the isolate's global object under one registered symbol instead: every copy
 * reads the same object, configured once (decision record 0051).
 */
interface IsolateState {
  buildId: string;
  /** The bucket the pages' store lives in (the env's MEDIA). */
  pageStore: R2Bucket | undefined;
  /** Every origin the site answers to besides a request's own (SITE_URL, SITE_ALIASES). */
  siteOrigins: string[];
  /** What else a content change drops (the pages' store registers itself). */
  purgeElsewhere: ((origin: string, paths: string[]) => Promise<void>) | undefined;
}

const KEY = Symbol.for("meridian-site.platform");

export function isolateState(): IsolateState {
  const holder = globalThis as unknown as Record<symbol, IsolateState | undefined>;
  return (holder[KEY] ??= { buildId: "dev", pageStore: undefined, siteOrigins: [], purgeElsewhere: undefined });
}
