import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads what the local mail catcher received (decision record 0013: the sink keeps each message
 * in R2 under mail-sink/<outbox id>.json), straight from the e2e server's local R2, read-only: the
 * object's row in miniflare's index names its blob file. This is the prospect's inbox: since
 * invitation bodies are sealed in D1 (decision record 0026), it is the one place a test finds the link.
 */
const stateDir = () => join(`.wrangler/e2e-${process.env.E2E_PORT ?? 8799}`, "v3", "r2");

export function sinkMessageText(outboxId: string): string | null {
  const indexDir = join(stateDir(), "miniflare-R2BucketObject");
  const index = readdirSync(indexDir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!index) return null;
  const key = `mail-sink/${outboxId}.json`.replace(/'/g, "''");
  const out = execFileSync(
    "sqlite3",
    ["-readonly", "-json", "-cmd", ".timeout 5000", join(indexDir, index), `SELECT blob_id FROM _mf_objects WHERE key = '${key}'`],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const rows = out.trim() ? (JSON.parse(out) as { blob_id: string }[]) : [];
  if (!rows[0]) return null;
  const bucket = readdirSync(stateDir()).find((name) => name !== "miniflare-R2BucketObject")!;
  const message = JSON.parse(readFileSync(join(stateDir(), bucket, "blobs", rows[0].blob_id), "utf8")) as { text: string };
  return message.text;
}

/** The invitation link's path in the message as the prospect received it. */
export function invitationPathIn(text: string): string {
  return new URL(/https?:\/\/\S+\/demo\/invitation\/[A-Za-z0-9_-]{43}/.exec(text)![0]).pathname;
}
