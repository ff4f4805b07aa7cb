/**
 * Links in a message that act as a credential: a demo invitation's single-use link lets whoever
 * holds it choose the prospect's password (decision record 0026). The outbox keeps the
 * message whole, since it must send it; the outbox screen shows it with the token hidden, so
 * staff never see or forward a way into a prospect's account.
 */
const INVITATION_TOKEN = /(\/demo\/invitation\/)[A-Za-z0-9_-]+/g;

/** What the screen shows in place of the token. */
const HIDDEN_TOKEN = "[hidden]";

export function hideSecretLinks(text: string): string;
export function hideSecretLinks(text: string | null): string | null;
export function hideSecretLinks(text: string | null): string | null {
  return text === null ? null : text.replace(INVITATION_TOKEN, `$1${HIDDEN_TOKEN}`);
}
