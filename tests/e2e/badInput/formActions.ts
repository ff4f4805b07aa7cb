import type { EndpointShape, Field } from "../../support/badInput/generate";

/**
 * What each Remix form action accepts, for the bad-input suite's form half
 * (tests/e2e/bad-input-forms.spec.ts). The spec lists the route files that export an `action`:
 * a file without an entry here fails it.
 *
 * To add a form: one entry naming its route `file`, the URL it posts to (`route`), the
 * credential it needs and its fields (`encoding: "form"`). A form whose action switches on an
 * `intent` gets one entry per intent (`fixed`), so the fields of each are checked against its rules.
 * `noInput` marks an action that reads no field (sign-out): it may answer any non-5xx.
 */
export interface FormActionShape extends Omit<EndpointShape, "otherMethods" | "encoding"> {
  file: string;
  /** Distinguishes entries of one route (by intent). */
  variant?: string;
  noInput?: boolean;
}

const email: Field = { kind: "email" };
const enteredPassword: Field = { kind: "password", min: 1, max: 1024 };
const newPassword: Field = { kind: "password", min: 12, max: 256, noEdgeSpaces: true };
const anything: Field = { kind: "flag", optional: true };

export const FORM_ACTIONS: FormActionShape[] = [
  { file: "login.tsx", route: "POST /login", auth: "none", body: { email, password: enteredPassword, remember: anything, redirectTo: anything } },
  { file: "logout.tsx", route: "POST /logout", auth: "none", noInput: true, count: 20 },
  {
    file: "demo._index.tsx",
    route: "POST /demo?index",
    auth: "none",
    body: { username: { kind: "text", max: 64 }, password: enteredPassword, remember: anything, redirectTo: anything },
  },
  { file: "demo.logout.tsx", route: "POST /demo/logout", auth: "none", noInput: true, count: 20 },
  { file: "admin.profile.tsx", variant: "name", route: "POST /admin/profile", auth: "staff", fixed: { intent: "name" }, body: { name: { kind: "text", max: 100 } } },
  {
    file: "admin.profile.tsx",
    variant: "password",
    route: "POST /admin/profile",
    auth: "staff",
    fixed: { intent: "password" },
    body: { currentPassword: enteredPassword, newPassword, confirmPassword: anything },
  },
  {
    file: "admin.profile.tsx",
    variant: "intent",
    route: "POST /admin/profile",
    auth: "staff",
    body: { intent: { kind: "enum", values: ["unknown-intent"] } },
    count: 30,
  },
  {
    file: "admin.users._index.tsx",
    route: "POST /admin/users?index",
    auth: "admin",
    body: { intent: { kind: "enum", values: ["confirm-delete", "delete"] }, id: { kind: "id" } },
  },
  {
    file: "admin.users.new.tsx",
    route: "POST /admin/users/new",
    auth: "admin",
    body: { email, name: { kind: "text", max: 100 }, role: { kind: "enum", values: ["admin", "editor"] }, password: newPassword },
  },
  // Contact (issue 5): the signed form token is missing or bad in every post, so none is stored.
  {
    file: "contact.tsx",
    route: "POST /contact",
    auth: "none",
    body: {
      Products: { kind: "text", max: 200 },
      Name: { kind: "text", max: 100 },
      CompanyName: { kind: "text", max: 200 },
      Email: email,
      Phone: { kind: "text", max: 16 },
      formToken: { kind: "id" },
    },
  },
  // The 404 route answers every unknown path, GET or POST.
  { file: "$.tsx", route: "POST /no-such-page", auth: "none", body: { anything }, emptyIsInvalid: true, count: 30 },
];
