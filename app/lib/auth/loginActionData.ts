/** What the staff sign-in action answers: the /login page and the shell's log-in pane read it. */
export interface LoginActionData {
  error: string;
  fieldErrors?: Record<string, string>;
  /** Echoed so a failed plain-form post (rendered at the bare action URL) keeps its target. */
  redirectTo: string;
  /** What was typed, so the form keeps it (never the password). */
  email?: string;
}
