import { hc } from "hono/client";
import type { AppType } from "../api/appType";
import type { NotifyOptions } from "~/lib/shellUi";
import { NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from "../lib/messages";

/**
 * The shared data service of R-API: the browser's way to call the JSON API, with the spec's
 * error catalogue (R-ERRORS) mapped in one place:
 *   HTTP 401 on a data request     → 'Session Expired- please log in'
 *   any other failed data request  → 'Server Error'
 *   an empty answer to a data GET  → 'Error Getting Data'
 *   a user-data GET failure        → no mapping (the caller gets the error, nothing is shown)
 * Failures are shown as error notifications (4 s) when a `notify` is given, and thrown as a
 * DataServiceError either way. The credential is the session cookie the browser already holds
 * (HttpOnly: scripts never see it) or, for non-browser callers, a bearer token from `token()`.
 * Every call except download and user data reports loading through `onLoading`. Calls go through
 * `hc<AppType>` (hono/client), so a path, parameter or body the API no longer has fails the type
 * check (decision record 0051).
 */
const DATA_MESSAGES = {
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  server: SERVER_ERROR_MESSAGE,
  empty: NOT_FOUND_MESSAGE,
} as const;

/** 'data' and 'demoData' are GETs that must answer something; 'userData' is never mapped. */
type CallKind = "data" | "userData" | "demoData" | "write" | "download";

export const ERROR_TIMER_MS = 4000;

/** The message for a finished call, or null when it succeeded (or must not be mapped). */
export function failureMessage(kind: CallKind, outcome: { status: number; empty?: boolean } | { networkError: true }): string | null {
  if (kind === "userData") return null;
  if ("networkError" in outcome) return DATA_MESSAGES.server;
  if (outcome.status === 401) return DATA_MESSAGES.sessionExpired;
  if (outcome.status < 200 || outcome.status >= 300) return DATA_MESSAGES.server;
  if ((kind === "data" || kind === "demoData") && outcome.empty) return DATA_MESSAGES.empty;
  return null;
}

export class DataServiceError extends Error {
  override name = "DataServiceError";
  constructor(
    message: string,
    /** 0 for a network failure. */
    readonly status: number,
    /** The API's own error text ({ error }), when it sent one. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

interface DataServiceOptions {
  fetch?: typeof fetch;
  /** Where the API is (the page's own origin in a browser). */
  origin?: string;
  /** A bearer token for general data and writes (API clients; browsers use their cookie). */
  token?: () => string | null | undefined;
  /** The second credential, for user-data and demo-data requests. */
  demoToken?: () => string | null | undefined;
  notify?: (options: NotifyOptions) => void;
  onLoading?: (busy: boolean) => void;
  /** For upload(): how to make an XMLHttpRequest (tests may pass their own). */
  xhr?: () => XMLHttpRequest;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

const isEmpty = (text: string) => text.trim() === "" || text.trim() === "null";

function apiErrorOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** The typed client of the API (hono/client): paths, parameters, bodies and answers from its routes. */
type ApiClient = ReturnType<typeof hc<AppType>>;

export function createDataService(options: DataServiceOptions = {}) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const origin = options.origin ?? (typeof location === "undefined" ? "http://127.0.0.1" : location.origin);

  function fail(kind: CallKind, message: string | null, status: number, detail?: string): never {
    const shown = message ?? detail ?? DATA_MESSAGES.server;
    if (message && options.notify) options.notify({ type: "error", message, timer: ERROR_TIMER_MS });
    throw new DataServiceError(shown, status, detail);
  }

  /**
   * The fetch under a typed client: the credential, the loading indicator and the spec's error
   * catalogue, in one place. A GET is `reads` ('data', 'userData' or 'demoData'), anything else a
   * write. It answers only a success (an empty write answer as "null"); a failure is thrown.
   */
  function mappedFetch(reads: "data" | "userData" | "demoData") {
    return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
      const kind: CallKind = (init.method ?? "GET").toUpperCase() === "GET" ? reads : "write";
      const headers = new Headers(init.headers);
      headers.set("Accept", "application/json");
      const token = kind === "userData" || kind === "demoData" ? options.demoToken?.() : options.token?.();
      if (token) headers.set("Authorization", `Bearer ${token}`);
      const loading = kind !== "userData";
      if (loading) options.onLoading?.(true);
      try {
        let res: Response;
        try {
          res = await doFetch(input, { ...init, headers, credentials: "same-origin" });
        } catch {
          return fail(kind, failureMessage(kind, { networkError: true }), 0);
        }
        const text = await res.text();
        const message = failureMessage(kind, { status: res.status, empty: isEmpty(text) });
        if (message || !res.ok) return fail(kind, message, res.status, apiErrorOf(text));
        const json = { "Content-Type": "application/json" };
        return isEmpty(text) ? new Response("null", { status: 200, headers: json }) : new Response(text, { status: res.status, headers: json });
      } finally {
        if (loading) options.onLoading?.(false);
      }
    };
  }

  const client = (reads: "data" | "userData" | "demoData"): ApiClient => hc<AppType>(origin, { fetch: mappedFetch(reads) });

  return {
    /** General data (GET) and writes: `await (await service.api.api.profile.$get()).json()`. */
    api: client("data"),
    /** User data: the demo credential, never mapped, no loading indicator. */
    userData: client("userData"),
    /** Demo data: the demo credential, mapped as general data. */
    demoData: client("demoData"),

    /** Binary content, with no credential (R-API). */
    async download(path: string): Promise<Blob> {
      let res: Response;
      try {
        res = await doFetch(path, { method: "GET", credentials: "omit" });
      } catch {
        return fail("download", failureMessage("download", { networkError: true }), 0);
      }
      const message = failureMessage("download", { status: res.status });
      if (message) return fail("download", message, res.status);
      return res.blob();
    },

    /**
     * A multipart POST through XMLHttpRequest, because fetch cannot report upload progress.
     * Same credential, loading and error mapping as post().
     */
    upload<T>(path: string, form: FormData, onProgress?: (p: UploadProgress) => void): Promise<T> {
      const xhr = options.xhr?.() ?? new XMLHttpRequest();
      return new Promise<T>((resolve, reject) => {
        const settle = (run: () => T) => {
          options.onLoading?.(false);
          try {
            resolve(run());
          } catch (error) {
            reject(error);
          }
        };
        xhr.open("POST", path);
        xhr.setRequestHeader("Accept", "application/json");
        const token = options.token?.();
        if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable) onProgress?.({ loaded: e.loaded, total: e.total, percent: Math.floor((e.loaded / e.total) * 100) });
        };
        xhr.onload = () =>
          settle(() => {
            const text = xhr.responseText ?? "";
            const message = failureMessage("write", { status: xhr.status });
            if (message) return fail("write", message, xhr.status, apiErrorOf(text));
            return (isEmpty(text) ? null : JSON.parse(text)) as T;
          });
        xhr.onerror = () => settle(() => fail("write", failureMessage("write", { networkError: true }), 0));
        options.onLoading?.(true);
        xhr.send(form);
      });
    },
  };
}

export type DataService = ReturnType<typeof createDataService>;
