import { type Failure, fail } from "../platform/result.server";

/**
 * Sample content (a story or post the local seed provides, tagged `sample`) is for building and
 * showing the site, never for a bank's buyer: in production no operation publishes it (decision
 * record 0038), so no public page can show it. The answer when one is asked to.
 */
export const SAMPLE_PUBLISH_REFUSED = "Sample content cannot be published on the live site: replace its words with your own (or untick Sample) first";

export const samplePublishRefused = (path?: string): Failure =>
  fail(409, SAMPLE_PUBLISH_REFUSED, path ? { issues: [{ path, message: SAMPLE_PUBLISH_REFUSED }] } : {});
