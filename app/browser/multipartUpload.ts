import { SERVER_ERROR_MESSAGE } from "../lib/messages";
/**
 * Browser side of the demo-media multipart upload (server: app/api/routes/demoUploads.server.ts).
 *
 * The File is sliced into the server's parts and each part is PUT on its own (XMLHttpRequest, for
 * upload progress). A failed part is retried with growing pauses; while the browser is offline it
 * waits for the connection to return. The upload's id is kept in localStorage under a fingerprint
 * of the file, so after a reload or a lost connection choosing the same file again asks the server
 * which parts it already has and sends only the rest.
 */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  partCount: number;
  partsDone: number;
  phase: "starting" | "uploading" | "retrying" | "offline" | "completing" | "done";
  /** Set while retrying: the attempt that failed (1-based). */
  attempt?: number;
  /** How many part uploads have been sent again after a failure, so far. */
  retries: number;
}

export interface UploadState {
  id: string;
  partSize: number;
  partCount: number;
  sizeBytes: number;
  status: "uploading" | "completed";
  uploadedParts: number[];
}

export class UploadError extends Error {
  constructor(
    message: string,
    /** True when the request never got an answer (connection lost): resuming may succeed. */
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

const STORE = "meridian.demoUploads.v1";
/** Pauses before each retry of a failed part (ms). */
const RETRY_DELAYS = [500, 1500, 3000, 6000, 10000];

interface Stored {
  uploadId: string;
  filename: string;
  sizeBytes: number;
  savedAt: string;
}

function readStore(): Record<string, Stored> {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? "{}") as Record<string, Stored>;
  } catch {
    return {};
  }
}

function writeStore(all: Record<string, Stored>): void {
  try {
    localStorage.setItem(STORE, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the upload still works, it just cannot be resumed after a reload.
  }
}

/** Unfinished uploads this browser remembers (for a "resume" hint after a reload). */
export function rememberedUploads(): Stored[] {
  return Object.values(readStore());
}

/**
 * Identifies a file across page loads: name, size, type and a digest of its first and last MiB
 * (lastModified is not stable when a file is picked again from some sources).
 */
export async function fingerprint(file: File): Promise<string> {
  const MiB = 1024 * 1024;
  const head = await file.slice(0, MiB).arrayBuffer();
  const tail = file.size > MiB ? await file.slice(Math.max(MiB, file.size - MiB)).arrayBuffer() : new ArrayBuffer(0);
  const joined = new Uint8Array(head.byteLength + tail.byteLength);
  joined.set(new Uint8Array(head), 0);
  joined.set(new Uint8Array(tail), head.byteLength);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", joined));
  const hex = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${file.name}|${file.size}|${file.type}|${hex}`;
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new UploadError("The connection to the server was lost", true);
  }
  const data = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new UploadError(data.error ?? SERVER_ERROR_MESSAGE, res.status >= 500 || res.status === 429, res.status);
  return data;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });

const waitOnline = (signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (navigator.onLine) return resolve();
    const done = () => {
      window.removeEventListener("online", done);
      resolve();
    };
    window.addEventListener("online", done);
    signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
  });

/** PUTs one part; reports bytes sent so far within it. */
function putPart(url: string, blob: Blob, onSent: (bytes: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => onSent(e.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = SERVER_ERROR_MESSAGE;
      try {
        message = (JSON.parse(xhr.responseText) as { error?: string }).error ?? message;
      } catch {
        // Not our JSON (a proxy's page): keep the generic message.
      }
      // 400 here is most often a body cut short in transit: worth sending again.
      reject(new UploadError(message, xhr.status >= 500 || xhr.status === 400 || xhr.status === 408 || xhr.status === 429, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError("The connection to the server was lost", true));
    xhr.ontimeout = xhr.onerror;
    signal?.addEventListener("abort", () => {
      xhr.abort();
      reject(new DOMException("Aborted", "AbortError"));
    });
    xhr.send(blob);
  });
}

/** Uploads `file` (resuming an unfinished upload of the same file) and returns the completed upload's id. */
export async function uploadFile(file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<string> {
  const key = await fingerprint(file);
  const store = readStore();
  let state: UploadState | null = null;
  const known = store[key];
  if (known) {
    try {
      state = await api<UploadState>("GET", `/api/demo-uploads/${known.uploadId}`);
    } catch (err) {
      if (!(err instanceof UploadError) || err.retryable) throw err;
      state = null; // gone (aborted or cleaned up): start again
    }
  }
  if (!state) {
    state = await api<UploadState>("POST", "/api/demo-uploads", { filename: file.name, contentType: file.type, size: file.size });
    writeStore({ ...readStore(), [key]: { uploadId: state.id, filename: file.name, sizeBytes: file.size, savedAt: new Date().toISOString() } });
  }
  const s = state;
  const sizeOf = (n: number) => (n < s.partCount ? s.partSize : s.sizeBytes - s.partSize * (s.partCount - 1));
  const done = new Set(s.status === "completed" ? Array.from({ length: s.partCount }, (_, i) => i + 1) : s.uploadedParts);
  let sentBefore = [...done].reduce((sum, n) => sum + sizeOf(n), 0);
  let retries = 0;
  const report = (phase: UploadProgress["phase"], inFlight = 0, attempt?: number) =>
    onProgress({
      sentBytes: Math.min(s.sizeBytes, sentBefore + inFlight),
      totalBytes: s.sizeBytes,
      partCount: s.partCount,
      partsDone: done.size,
      phase,
      attempt,
      retries,
    });
  report("uploading");

  for (let n = 1; n <= s.partCount; n++) {
    if (done.has(n)) continue;
    const blob = file.slice((n - 1) * s.partSize, (n - 1) * s.partSize + sizeOf(n));
    for (let attempt = 0; ; attempt++) {
      try {
        await putPart(`/api/demo-uploads/${s.id}/parts/${n}`, blob, (sent) => report("uploading", sent), signal);
        break;
      } catch (err) {
        if (!(err instanceof UploadError) || !err.retryable || attempt >= RETRY_DELAYS.length) throw err;
        retries++;
        report("retrying", 0, attempt + 1);
        await sleep(RETRY_DELAYS[attempt]!, signal);
        if (!navigator.onLine) {
          report("offline");
          await waitOnline(signal);
        }
      }
    }
    done.add(n);
    sentBefore += sizeOf(n);
    report("uploading");
  }
  report("completing");
  for (let attempt = 0; ; attempt++) {
    try {
      await api("POST", `/api/demo-uploads/${s.id}/complete`);
      break;
    } catch (err) {
      if (!(err instanceof UploadError) || !err.retryable || attempt >= RETRY_DELAYS.length) throw err;
      await sleep(RETRY_DELAYS[attempt]!, signal);
    }
  }
  forget(key);
  report("done");
  return s.id;
}

function forget(key: string): void {
  const all = readStore();
  delete all[key];
  writeStore(all);
}

/** Cancels an upload on the server (its parts are deleted) and forgets it here. */
export async function cancelUpload(file: File): Promise<void> {
  const key = await fingerprint(file);
  const known = readStore()[key];
  forget(key);
  if (known) await api("DELETE", `/api/demo-uploads/${known.uploadId}`).catch(() => undefined);
}

/** Cancels an upload this browser remembers, by id (the "discard" of a resume hint). */
export async function discardRemembered(uploadId: string): Promise<void> {
  const all = readStore();
  for (const [k, v] of Object.entries(all)) if (v.uploadId === uploadId) delete all[k];
  writeStore(all);
  await api("DELETE", `/api/demo-uploads/${uploadId}`).catch(() => undefined);
}
