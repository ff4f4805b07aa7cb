/** What the staff sign-in action answers: the /admin/login page and the shell's log-in pane read it. */
export interface LoginActionData {
  error: string;
  fieldErrors?: Record<string, string>;
  /** Echoed so a failed plain-form post (rendered at the bare action URL) keeps its target. */
  redirectTo: string;
  /** What was typed, so the form keeps it (never the password). */
  email?: string;
  /** The password was right and the account has a second factor: ask for the code (the second step). */
  needsCode?: boolean;
  /**
   * Wrong passwords locked the account: its owner signs in with the password AND a code, so the
   * form shows both steps' fields at once.
   */
  locked?: boolean;
}

/** Staff sign-in: the page and the action the log-in pane posts to (an admin URL, R-SHELL; /login redirects here). */
export const STAFF_LOGIN_PATH = "/admin/login";
