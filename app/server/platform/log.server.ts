/**
 * One structured JSON line per event. Callers pass fields explicitly, so a password, token or
 * form body cannot slip in through a spread of the request.
 */
interface RequestLog {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  userId?: string | null;
  error?: string;
}

export function logRequest(entry: RequestLog): void {
  console.log(JSON.stringify({ level: entry.status >= 500 ? "error" : "info", msg: "request", ...entry }));
}

export function logError(requestId: string, where: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(JSON.stringify({ level: "error", msg: where, requestId, error: detail }));
}

/** One line for a domain event (an e-mail or webhook attempt, a held submission): ids and outcomes only, never personal data. */
export function logEvent(level: "info" | "warn", msg: string, fields: Record<string, string | number | readonly string[] | null | undefined>): void {
  console.log(JSON.stringify({ level, msg, ...fields }));
}
