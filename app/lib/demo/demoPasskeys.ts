/** What the demo passkey screens and the server both say: isomorphic, so the page can show it too. */
export const RECENT_SIGN_IN_NEEDED = "For your safety, passkeys are added within 15 minutes of signing in. Sign out, sign in again, then add it.";
