/**
 * Words the user sees that several parts of the app say (R-ERRORS, R-CONTACT-VALIDATION): one
 * place, so that the browser, the Remix actions and the API always say the same thing.
 */
export const REQUIRED_VALUES_MESSAGE = "Please provide required values";
/** Shown under an e-mail field beside its error, so a visitor sees what a malformed address lacks. */
export const EMAIL_HINT = "For example, name@bank.com";
export const SESSION_EXPIRED_MESSAGE = "Session Expired- please log in";
export const SERVER_ERROR_MESSAGE = "Server Error";
/** A record asked for by id that does not exist (or is not the caller's). */
export const NOT_FOUND_MESSAGE = "Error Getting Data";
export const INVALID_QUERY_MESSAGE = "Invalid query";
/** A form post whose intent the action does not know. */
export const UNKNOWN_ACTION_MESSAGE = "Unknown action";
/** An admin without a second factor, asking for anything but enrolment. */
export const ENROL_REQUIRED_MESSAGE = "Set up two-factor sign-in before using the staff area";
/** Managing users, roles, second factors or passwords without a proof of identity in the last 15 minutes. */
export const STEP_UP_REQUIRED_MESSAGE = "Confirm it is you: enter your password and a code from your authenticator app, or use a passkey";
