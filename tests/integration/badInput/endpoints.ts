import { PRODUCT_OPTION_GROUPS } from "../../../app/lib/contact/productOptions";
import type { EndpointShape, Field } from "../../support/badInput/generate";

/**
 * What each API endpoint accepts, for the bad-input suite (tests/integration/badInput.test.ts).
 * The suite enumerates the Hono app's routes: an endpoint without an entry here fails it, and so
 * does an entry for an endpoint that no longer exists.
 *
 * To add an endpoint: one entry. `route` exactly as Hono lists it; `auth` the credential a valid
 * call needs (the suite sends it, so validation is what is tested); `body` its JSON fields with
 * their rules; `query` its query parameters (pagination). The generator derives the rest.
 */
const email: Field = { kind: "email" };
const enteredPassword: Field = { kind: "password", min: 1, max: 1024 };
const newPassword: Field = { kind: "password", min: 12, max: 256, noEdgeSpaces: true };
const remember: Field = { kind: "flag", optional: true };

const product = PRODUCT_OPTION_GROUPS[0]!.products[0]!;
/** A contact request's fields (app/lib/contact/schema.ts); the optional ones may be anything valid. */
export const CONTACT_FIELDS: Record<string, Field> = {
  Products: { kind: "enum", values: [product] },
  Name: { kind: "text", max: 100 },
  CompanyName: { kind: "text", max: 200 },
  Email: email,
  Phone: { kind: "text", max: 16 },
  Comments: { kind: "flag", optional: true },
};
/** The staff lists' query (app/lib/contact/salesRequestQuery.ts). */
const listQuery: Record<string, Field> = {
  page: { kind: "int", min: 1, max: 1_000_000 },
  pageSize: { kind: "int", min: 5, max: 5 },
  from: { kind: "date", optional: true },
  status: { kind: "enum", values: ["new", "contacted", "qualified", "closed"], optional: true },
};

export const ENDPOINTS: Omit<EndpointShape, "otherMethods">[] = [
  { route: "GET /api/health", auth: "none" },

  // Identity (issue 6)
  { route: "POST /api/login", auth: "none", body: { email, password: enteredPassword, remember } },
  { route: "GET /api/login", auth: "any" },
  { route: "GET /api/checklogin", auth: "any" },
  { route: "POST /api/DemoAccessUserLogin", auth: "none", body: { username: { kind: "text", max: 64 }, password: enteredPassword, remember } },
  { route: "GET /api/users", auth: "admin" },
  { route: "GET /api/users/:id", auth: "admin" },
  { route: "DELETE /api/users/:id", auth: "admin" },
  {
    route: "POST /api/add-user",
    auth: "admin",
    body: { email, name: { kind: "text", max: 100 }, role: { kind: "enum", values: ["admin", "editor"] }, password: newPassword },
  },
  { route: "GET /api/profile", auth: "staff" },
  {
    route: "PUT /api/profile",
    auth: "staff",
    emptyIsInvalid: true,
    body: {
      name: { kind: "text", max: 100, optional: true },
      currentPassword: { kind: "password", min: 0, max: 1024, optional: true },
      newPassword: { ...newPassword, optional: true },
    },
  },

  // Contact and the sales inbox (issue 5)
  { route: "POST /api/sales-requests", auth: "none", body: CONTACT_FIELDS },
  { route: "GET /api/sales-requests", auth: "admin", query: listQuery },
  { route: "GET /api/latest-sales-requests", auth: "admin", query: { limit: { kind: "int", min: 1, max: 100 } } },
  { route: "GET /saviewgrid", auth: "admin", query: listQuery },
  {
    route: "POST /sendemail",
    auth: "admin",
    body: { to: email, subject: { kind: "text", max: 200 }, body: { kind: "text", max: 10_000 }, replyTo: { ...email, optional: true } },
  },
];
