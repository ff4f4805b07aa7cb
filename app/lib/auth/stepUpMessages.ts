// The step-up's messages live outside stepUp.server.ts because the confirm page renders them: a
// route module's imports from a `.server` module are empty in the browser build, so a constant read
// during render would vanish at hydration.
export const CODE_NOT_VALID = "That code is not valid";
export const ENROL_FIRST = "Set up two-factor sign-in first: this needs your password and an authenticator code, and your account has no second factor yet.";
export const BOTH_FACTORS = "Enter your password and a code from your authenticator app (or a recovery code), or use a passkey";
export const LOCKED_STEP_UP = "To continue now, enter your password and the code from your authenticator app (or a recovery code).";
