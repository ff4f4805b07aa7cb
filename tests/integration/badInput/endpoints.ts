import { PRODUCT_ENTRIES } from "../../../app/catalogue/products";
import { PRODUCT_OPTION_GROUPS } from "../../../app/lib/contact/productOptions";
import { DEMO_MEDIA_TYPES, MAX_UPLOAD_BYTES, USERNAME_PATTERN } from "../../../app/lib/demo/demoSchemas";
import { SLUG_MAX } from "../../../app/lib/blog/slug";
import { WEBHOOK_EVENT_KEYS } from "../../../app/lib/webhooks/webhookEvents";
import { UPLOAD_MAX_FILES } from "../../../app/server/uploads/uploads.server";
import type { EndpointShape, Field } from "../../support/badInput/generate";

/**
 * What each API endpoint accepts, for the bad-input suite (tests/integration/badInput.test.ts).
 * The suite enumerates the Hono app's routes: an endpoint without an entry here fails it, and so
 * does an entry for an endpoint that no longer exists.
 *
 * To add an endpoint: one entry. `route` exactly as Hono lists it; `auth` the credential a valid
 * call needs (the suite sends it, so validation is what is tested); `body` its JSON fields with
 * their rules; `query` its query parameters (pagination); `params` the fixture each :param names
 * (badInput.test.ts makes them, see FIXTURES), so requests reach the checks behind the lookup.
 * `ref` fields name fixtures too. The generator derives the rest.
 */
const INVITATION_TOKEN = { kind: "text", min: 43, max: 43, pattern: /^[A-Za-z0-9_-]{43}$/ } as const;

export const FIXTURES = [
  /** A published post, in `categoryWithPosts`. */
  "post",
  "categoryWithPosts",
  "otherCategory",
  /** An image in the uploads table (and R2). */
  "upload",
  /** A video with a poster, granted to the suite's demo user. */
  "demoItem",
  /** Another demo user (the one the demo-user endpoints are pointed at). */
  "demoUser",
  /** Completed multipart uploads of an image, not yet taken by an item. */
  "completedUpload",
  "completedPoster",
  /** A multipart upload of OPEN_UPLOAD_BYTES bytes (one part) with no part sent yet. */
  "openUpload",
] as const;
export type Fixture = (typeof FIXTURES)[number];
export const OPEN_UPLOAD_BYTES = 7;
/** The sizes of the stored objects the media endpoints serve (for unsatisfiable ranges). */
export const DEMO_ITEM_BYTES = 4096;
export const POSTER_BYTES = 512;
export const UPLOAD_BYTES = 16;

/** A :param's value: a fixture's id, or a literal (a part number). */
export type ParamValue = Fixture | { literal: string };
export type ApiEndpoint = Omit<EndpointShape, "otherMethods" | "params" | "refs"> & { params?: Record<string, ParamValue> };
const ref = (name: Fixture, more: { optional?: boolean; nullable?: boolean } = {}): Field => ({ kind: "ref", ref: name, ...more });
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
/** The staff lists' query (app/lib/sales/salesRequestQuery.ts). */
const listQuery: Record<string, Field> = {
  page: { kind: "int", min: 1, max: 1_000_000 },
  pageSize: { kind: "int", min: 5, max: 5 },
  from: { kind: "date", optional: true },
  status: { kind: "enum", values: ["new", "contacted", "qualified", "closed"], optional: true },
  assignee: { kind: "text", max: 64, optional: true, pattern: /^(mine|none|[A-Za-z0-9-]{1,64})$/ },
};

/** The blog's list query (app/lib/blog/schemas.ts newsQuerySchema): page sizes 5, 10, 25, 100. */
const newsQuery: Record<string, Field> = {
  page: { kind: "int", min: 1, max: 100_000, optional: true },
  pageSize: { kind: "int", min: 5, max: 5, optional: true },
  category: { kind: "slug", max: SLUG_MAX, optional: true },
};
const postTitle: Field = { kind: "text", max: 200 };
const categoryFields: Record<string, Field> = { name: { kind: "text", max: 80 }, slug: { kind: "slug", max: SLUG_MAX, optional: true } };
const PRODUCT_IDS = PRODUCT_ENTRIES.slice(0, 5).map((p) => p.id);
/** Only image types: a size over the image limit is then certainly refused (a video may be larger). */
const IMAGE_TYPES = DEMO_MEDIA_TYPES.image;

export const ENDPOINTS: ApiEndpoint[] = [
  { route: "GET /api/health", auth: "none" },
  // Only a server started by scripts/e2e-server.mjs has it (TEST_FIXTURES): 404 here, as in production.
  { route: "POST /api/test-fixtures", auth: "none" },
  { route: "POST /api/test-fixtures/forget-location-copies", auth: "none" },

  // Identity
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
  { route: "GET /api/2fa", auth: "staff" },
  { route: "POST /api/2fa/setup", auth: "staff", body: { password: enteredPassword } },
  { route: "POST /api/2fa/confirm", auth: "staff", body: { code: { kind: "text", max: 6 } } },
  { route: "DELETE /api/users/:id/2fa", auth: "admin" },
  {
    route: "POST /api/reauth",
    auth: "staff",
    emptyIsInvalid: true,
    body: {
      password: { kind: "password", min: 0, max: 1024, optional: true },
      code: { kind: "text", max: 64, optional: true },
      passkey: { kind: "flag", optional: true },
    },
  },
  // Passkeys: the WebAuthn responses are checked by their schema and the library, so
  // the generator varies the fields around them (a `flag` is never what makes a request invalid).
  { route: "GET /api/passkeys", auth: "staff" },
  { route: "POST /api/passkeys/options", auth: "staff" },
  { route: "POST /api/passkeys", auth: "staff", body: { name: { kind: "text", min: 1, max: 60 }, response: { kind: "flag" } } },
  { route: "DELETE /api/passkeys/:id", auth: "staff" },
  { route: "POST /api/passkeys/signin/options", auth: "none" },
  { route: "POST /api/passkeys/signin", auth: "none", body: { response: { kind: "flag" }, remember } },
  { route: "POST /api/reauth/options", auth: "staff" },
  // Demo passkeys: as the staff ones; an invitation's token is 43 base64url characters.
  { route: "GET /api/demo-passkeys", auth: "demo" },
  { route: "POST /api/demo-passkeys/options", auth: "demo" },
  { route: "POST /api/demo-passkeys", auth: "demo", body: { name: { kind: "text", min: 1, max: 60 }, response: { kind: "flag" } } },
  { route: "DELETE /api/demo-passkeys/:id", auth: "demo" },
  { route: "POST /api/demo-passkeys/reauth/options", auth: "demo" },
  {
    route: "POST /api/demo-passkeys/reauth",
    auth: "demo",
    emptyIsInvalid: true,
    body: { password: { kind: "password", min: 0, max: 1024, optional: true }, passkey: { kind: "flag", optional: true } },
  },
  { route: "POST /api/demo-passkeys/signin/options", auth: "none" },
  { route: "POST /api/demo-passkeys/signin", auth: "none", body: { response: { kind: "flag" }, remember } },
  { route: "POST /api/demo-passkeys/invitation/options", auth: "none", body: { token: INVITATION_TOKEN } },
  {
    route: "POST /api/demo-passkeys/invitation",
    auth: "none",
    body: { token: INVITATION_TOKEN, name: { kind: "text", min: 1, max: 60 }, response: { kind: "flag" } },
  },
  {
    route: "PUT /api/profile",
    auth: "staff",
    emptyIsInvalid: true,
    body: {
      name: { kind: "text", max: 100, optional: true },
      currentPassword: { kind: "password", min: 0, max: 1024, optional: true },
      newPassword: { ...newPassword, optional: true },
      // Any zone Intl supports, in any case Intl accepts (so upper case is not offered as invalid), or null.
      timeZone: { kind: "enum", values: ["Asia/Tokyo", "Europe/Zurich", "America/New_York"], optional: true, loose: true, nullable: true },
    },
  },

  // Contact and the sales inbox
  { route: "POST /api/sales-requests", auth: "none", body: CONTACT_FIELDS },
  { route: "GET /api/sales-requests", auth: "admin", query: listQuery },
  { route: "GET /api/latest-sales-requests", auth: "admin", query: { limit: { kind: "int", min: 1, max: 100 } } },
  // Page analytics (decision record 0044): a batch of events; a search event stands for them all.
  {
    route: "POST /api/events",
    auth: "none",
    body: {
      events: {
        kind: "list",
        max: 50,
        of: { type: { kind: "enum", values: ["search"] }, term: { kind: "text", max: 100 }, found: { kind: "bool" } },
      },
    },
  },
  { route: "GET /saviewgrid", auth: "admin", query: listQuery },
  {
    route: "POST /sendemail",
    auth: "admin",
    body: { to: email, subject: { kind: "text", max: 200 }, body: { kind: "text", max: 10_000 }, replyTo: { ...email, optional: true } },
  },

  // Blog. Editors hold blog:manage and uploads:write ("staff").
  { route: "GET /api/blogs/view", auth: "none", query: { ...newsQuery, scope: { kind: "enum", values: ["published"], optional: true } } },
  { route: "GET /api/blogs/getblogbody", auth: "none", query: { slug: { kind: "text", max: 120, optional: true }, id: { kind: "id", optional: true } } },
  {
    route: "POST /api/blogs/add-blog",
    // Many fields: more requests, so each field is made invalid several times.
    count: 200,
    auth: "staff",
    body: {
      title: postTitle,
      slug: { kind: "slug", max: SLUG_MAX, optional: true },
      summary: { kind: "text", max: 500, min: 0, optional: true },
      description: { kind: "text", max: 300, min: 0, optional: true },
      body: { kind: "text", max: 100_000 },
      categoryId: ref("categoryWithPosts"),
      coverUploadId: ref("upload", { optional: true, nullable: true }),
      published: { kind: "flag", optional: true },
      publishAt: { kind: "datetime", optional: true, nullable: true },
    },
  },
  {
    route: "PUT /api/blogs/edit/:id",
    count: 200,
    auth: "staff",
    params: { id: "post" },
    emptyIsInvalid: true,
    body: {
      title: { ...postTitle, optional: true },
      slug: { kind: "slug", max: SLUG_MAX, optional: true },
      summary: { kind: "text", max: 500, min: 0, optional: true },
      description: { kind: "text", max: 300, min: 0, optional: true },
      body: { kind: "text", max: 100_000, optional: true },
      categoryId: ref("otherCategory", { optional: true }),
      coverUploadId: ref("upload", { optional: true, nullable: true }),
      published: { kind: "flag", optional: true },
      publishAt: { kind: "datetime", optional: true, nullable: true },
    },
  },
  { route: "DELETE /api/blogs/delete/:id", auth: "staff", params: { id: "post" } },
  { route: "GET /api/blogs/category", auth: "none" },
  { route: "POST /api/blogs/add-category", auth: "staff", body: categoryFields },
  { route: "PUT /api/blogs/category-edit/:id", auth: "staff", params: { id: "otherCategory" }, body: categoryFields },
  {
    route: "DELETE /api/blogs/category-delete/:id",
    auth: "staff",
    params: { id: "categoryWithPosts" },
    query: { moveTo: ref("otherCategory", { optional: true }) },
  },
  { route: "GET /api/profileblogs", auth: "staff", query: newsQuery },
  { route: "POST /api/uploadFiles", auth: "staff", count: 200, encoding: "multipart", body: { file: { kind: "file", maxFiles: UPLOAD_MAX_FILES } } },
  { route: "GET /media/uploads/:id", auth: "none", params: { id: "upload" }, rangeOf: UPLOAD_BYTES },

  // Demo access. demo:manage is the admins' ("admin"); demo users read what was granted.
  {
    route: "POST /api/DemoAccessSaveorEdit",
    count: 200,
    auth: "admin",
    body: {
      id: ref("demoItem", { optional: true }),
      title: { kind: "text", max: 200 },
      description: { kind: "text", max: 4000, min: 0, optional: true },
      productId: { kind: "enum", values: PRODUCT_IDS },
      uploadId: ref("completedUpload", { optional: true }),
      posterUploadId: ref("completedPoster", { optional: true, nullable: true }),
      durationSeconds: { kind: "number", min: 0, max: 7 * 24 * 3600, optional: true, nullable: true },
      width: { kind: "int", min: 1, max: 100_000, optional: true, nullable: true },
      height: { kind: "int", min: 1, max: 100_000, optional: true, nullable: true },
    },
  },
  { route: "GET /api/DemoAccessGetData", auth: "admin", query: { kind: { kind: "enum", values: ["video", "image"], optional: true } } },
  { route: "DELETE /api/DemoAccessDeleteData/:id", auth: "admin", params: { id: "demoItem" } },
  { route: "GET /api/GetDemoAccessVideoData", auth: "demo" },
  { route: "GET /api/GetDemoAccessImageData", auth: "demo" },
  {
    route: "POST /api/UserDemoAccessSaveorEdit",
    count: 200,
    auth: "admin",
    body: {
      id: ref("demoUser", { optional: true }),
      name: { kind: "text", max: 100 },
      company: { kind: "text", max: 200, min: 0, optional: true },
      email,
      username: { kind: "text", min: 3, max: 64, pattern: USERNAME_PATTERN },
      password: { ...newPassword, optional: true },
      accessUntil: { kind: "date", optional: true, nullable: true },
      active: { kind: "bool", optional: true },
      itemIds: { kind: "refList", ref: "demoItem", max: 1000, optional: true },
    },
  },
  { route: "GET /api/DemoAccessUserGetData", auth: "admin" },
  { route: "DELETE /api/DemoAccessDeleteUsers/:id", auth: "admin", params: { id: "demoUser" } },

  // Webhook endpoints (webhooks:manage, admins; decision record 0043). No endpoint is aimed at, so deletes and rotations find none.
  {
    route: "POST /api/webhooks",
    auth: "admin",
    body: {
      url: { kind: "text", max: 2000 },
      events: { kind: "enum", values: WEBHOOK_EVENT_KEYS },
      description: { kind: "text", max: 300, min: 0, optional: true },
    },
  },
  { route: "GET /api/webhooks", auth: "admin" },
  { route: "DELETE /api/webhooks/:id", auth: "admin" },
  { route: "POST /api/webhooks/:id/rotate", auth: "admin" },
  { route: "GET /api/DemoAccessUserGetDataByUserId/:userId", auth: "admin", params: { userId: "demoUser" } },
  { route: "GET /api/DemoAccessGetDataByUserId/:userId", auth: "admin", params: { userId: "demoUser" } },

  // Multipart uploads of demo media (demo:manage).
  {
    route: "POST /api/demo-uploads",
    auth: "admin",
    body: {
      filename: { kind: "text", max: 255 },
      contentType: { kind: "enum", values: IMAGE_TYPES, loose: true },
      size: { kind: "int", min: 1, max: MAX_UPLOAD_BYTES.image },
    },
  },
  { route: "GET /api/demo-uploads/:id", auth: "admin", params: { id: "openUpload" } },
  {
    route: "PUT /api/demo-uploads/:id/parts/:partNumber",
    auth: "admin",
    params: { id: "openUpload", partNumber: { literal: "1" } },
    rawBytes: OPEN_UPLOAD_BYTES,
  },
  { route: "POST /api/demo-uploads/:id/complete", auth: "admin", params: { id: "openUpload" } },
  { route: "DELETE /api/demo-uploads/:id", auth: "admin", params: { id: "openUpload" } },

  // The demo media base: the item is granted to the suite's demo user.
  { route: "GET /demo-media/items/:id", auth: "demo", params: { id: "demoItem" }, rangeOf: DEMO_ITEM_BYTES },
  { route: "GET /demo-media/items/:id/poster", auth: "demo", params: { id: "demoItem" }, rangeOf: POSTER_BYTES },
  // Captions: the fixture video has none, so its answer is a generated track, not a ranged object.
  { route: "GET /demo-media/items/:id/captions", auth: "demo", params: { id: "demoItem" } },
  // Chapters: the fixture video has none, so a well-formed request gets 404.
  { route: "GET /demo-media/items/:id/chapters", auth: "demo", params: { id: "demoItem" } },
];
