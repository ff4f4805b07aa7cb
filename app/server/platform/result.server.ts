/**
 * What identity and staff operations answer instead of throwing (decision record 0020): the Hono
 * routes turn a failure into an ApiError (same status and message; `orThrow`), the Remix actions
 * into their form's answer (`actionFailure`).
 */
export interface Issue {
  path: string;
  message: string;
}

/** A zod error's issues as the API and forms report them: the one place they are mapped. */
export const issuesOf = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Issue[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));

export interface Failure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
  error: string;
  issues?: Issue[];
  /** For 429: seconds until the caller may try again (the Retry-After header). */
  retryAfter?: number;
  /** Wrong passwords locked the account: only the password and a code together pass now. */
  bothFactors?: boolean;
}

export type Result<T extends object = object> = ({ ok: true } & T) | Failure;

export const fail = (status: Failure["status"], error: string, extra: Partial<Pick<Failure, "issues" | "retryAfter" | "bothFactors">> = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});
