/** What the demo passkey screens and the server both say: isomorphic, so the page can show it too. */
export const RECENT_SIGN_IN_NEEDED = "For your safety, confirm it is you before adding a passkey: enter your password, or use a passkey you already have.";
