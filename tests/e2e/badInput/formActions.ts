import { PRODUCT_ENTRIES } from "../../../app/catalogue/products";
import { SALES_REQUEST_STATUSES } from "../../../app/lib/sales/salesRequestQuery";
import { USERNAME_PATTERN } from "../../../app/lib/demo/demoSchemas";
import { SEGMENTS } from "../../../app/lib/stories/schemas";
import { WEBHOOK_EVENT_KEYS } from "../../../app/lib/webhooks/webhookEvents";
import { BODY_MAX, SECTION_IDS, TITLE_MAX } from "../../../app/lib/trust/trustFacts";
import { CONTENT_KINDS, type ContentKind } from "../../../app/lib/i18n/contentKinds";
import { TRANSLATED } from "../../../app/lib/i18n/languages";
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
 * `params` and `ref` fields name the records the spec makes first (FORM_FIXTURES), so posts reach
 * the checks behind the lookup; every post is still invalid in at least one part.
 */
export const FORM_FIXTURES = [
  "post",
  "categoryWithPosts",
  "otherCategory",
  "upload",
  "demoItem",
  "demoUser",
  "salesRequest",
  "story",
  "trustFact",
  "leader",
  "office",
  "channel",
  /** A catalogue product's id (its copy's versions per language). */
  "product",
] as const;
export type FormFixture = (typeof FORM_FIXTURES)[number];

export interface FormActionShape extends Omit<EndpointShape, "otherMethods" | "encoding" | "params" | "refs"> {
  file: string;
  /** Distinguishes entries of one route (by intent). */
  variant?: string;
  noInput?: boolean;
  /**
   * "json": a resource route that answers the page's fetch() (the editor's autosave and preview):
   * every refusal is the JSON error shape { error, requestId } with a 4xx, GET included.
   */
  answers?: "json";
  /** Form posts are url-encoded unless the form uploads files. */
  encoding?: "form" | "multipart";
  params?: Record<string, FormFixture>;
}

const email: Field = { kind: "email" };
const enteredPassword: Field = { kind: "password", min: 1, max: 1024 };
const newPassword: Field = { kind: "password", min: 12, max: 256, noEdgeSpaces: true };
const anything: Field = { kind: "flag", optional: true };
const ref = (name: FormFixture, optional = false): Field => ({ kind: "ref", ref: name, optional });
const intent = (...values: string[]): Field => ({ kind: "enum", values });

/** The post editor's fields (app/server/blog/postForm.server.ts). */
const postFields: Record<string, Field> = {
  title: { kind: "text", max: 200 },
  slug: { kind: "slug", max: 120, optional: true },
  summary: { kind: "text", max: 500, min: 0, optional: true },
  description: { kind: "text", max: 300, min: 0, optional: true },
  body: { kind: "text", max: 100_000 },
  categoryId: ref("categoryWithPosts"),
  coverUploadId: ref("upload", true),
  published: anything,
  publishAt: { kind: "datetime", optional: true },
};
/** The customer-story editor's fields (app/server/stories/storyForm.server.ts; results and products repeat). */
const storyFields: Record<string, Field> = {
  headline: { kind: "text", max: 160 },
  slug: { kind: "slug", max: 120, optional: true },
  customerName: { kind: "text", max: 120 },
  segment: { kind: "enum", values: SEGMENTS },
  region: { kind: "text", max: 80 },
  logoUploadId: ref("upload", true),
  // Required only with a logo, as the quote's speaker is only with a quote: optional here.
  logoAlt: { kind: "text", max: 300, min: 0, optional: true },
  challenge: { kind: "text", max: 3000 },
  solution: { kind: "text", max: 3000 },
  resultValue: { kind: "text", max: 40 },
  resultLabel: { kind: "text", max: 120 },
  productIds: { kind: "enum", values: ["fed-funds", "general-ledger", "central-bank-currency-management"] },
  quoteText: { kind: "text", max: 600, min: 0, optional: true },
  quoteName: { kind: "text", max: 120, min: 0, optional: true },
  quoteTitle: { kind: "text", max: 160, min: 0, optional: true },
  published: anything,
  sample: anything,
};
/**
 * A record's Translations screen (app/server/translations/translationScreen.server.ts): saving
 * one language's version takes the kind's fields; removing one takes only the language.
 */
function translationActions(file: string, route: string, kind: ContentKind, record: FormFixture): FormActionShape[] {
  const fields = Object.fromEntries(
    CONTENT_KINDS[kind].fields.map((f): [string, Field] => [
      f.name,
      f.required ? { kind: "text", max: f.max } : { kind: "text", max: f.max, min: 0, optional: true },
    ]),
  );
  const language: Field = { kind: "enum", values: TRANSLATED };
  const shared = { file, route, auth: "staff" as const, params: { id: record } };
  return [
    { ...shared, variant: "save", fixed: { intent: "save" }, body: { language, ...fields } },
    { ...shared, variant: "delete", fixed: { intent: "delete" }, body: { language } },
  ];
}

/** "Insert picture" without JavaScript: an upload and its required text alternative. */
const pictureFields: Record<string, Field> = {
  pictureUploadId: ref("upload"),
  pictureAlt: { kind: "text", max: 300 },
};
/** The demo-user form (app/lib/demo/demoUserForm.ts): a blank password keeps the current one. */
// No password: staff forms no longer take one (the prospect is invited and chooses it).
const demoUserFields = (): Record<string, Field> => ({
  name: { kind: "text", max: 100 },
  company: { kind: "text", max: 200, min: 0, optional: true },
  email,
  username: { kind: "text", min: 3, max: 64, pattern: USERNAME_PATTERN },
  accessUntil: { kind: "date", optional: true },
  active: anything,
  itemIds: { kind: "refList", ref: "demoItem", max: 1000, optional: true },
});

/**
 * The brochure form on one product page of each area: every area's route file
 * re-exports the product route's action. Products the brochure spec attaches to are avoided; the
 * others have no brochure here, so most posts are a 404 page, and none is valid.
 */
const BROCHURE_SPEC_PRODUCTS = new Set(["pension-management", "cd-issuance", "loan-processing", "reit-software"]);
const brochureForms: FormActionShape[] = [
  ...new Map(PRODUCT_ENTRIES.filter((p) => !BROCHURE_SPEC_PRODUCTS.has(p.id)).map((p) => [p.route.split("/")[0]!, p.route])).entries(),
].map(([area, route]) => ({
  file: area === "bank_operations" ? "[bank_operations].$.tsx" : `${area}.$.tsx`,
  route: `POST /${route}`,
  auth: "none",
  body: { Name: { kind: "text", max: 100 }, CompanyName: { kind: "text", max: 200 }, Email: email },
  count: 6,
}));

export const FORM_ACTIONS: FormActionShape[] = [
  ...brochureForms,
  {
    file: "admin.brochures.tsx",
    route: "POST /admin/brochures",
    auth: "staff",
    body: { intent: intent("attach", "remove"), productId: { kind: "text", max: 100 }, uploadId: ref("upload") },
  },
  {
    file: "admin_.login.tsx",
    route: "POST /admin/login",
    auth: "none",
    body: { email, password: enteredPassword, code: { kind: "text", max: 64, optional: true }, remember: anything, redirectTo: anything },
  },
  // The password and a code together, or a passkey (decision record 0036).
  {
    file: "admin.confirm.tsx",
    route: "POST /admin/confirm",
    auth: "staff",
    body: {
      password: { ...enteredPassword, optional: true },
      code: { kind: "text", max: 64, optional: true },
      redirectTo: anything,
    },
    count: 20,
  },
  // The seeded admin is enrolled: setup and confirm refuse (409) before reading; an editor would reach the checks.
  {
    file: "admin.two-factor.tsx",
    variant: "setup",
    route: "POST /admin/two-factor",
    auth: "staff",
    fixed: { intent: "setup" },
    body: { password: enteredPassword },
  },
  {
    file: "admin.two-factor.tsx",
    variant: "confirm",
    route: "POST /admin/two-factor",
    auth: "staff",
    fixed: { intent: "confirm" },
    body: { code: { kind: "text", min: 6, max: 6, pattern: /^\d{6}$/ } },
  },
  { file: "logout.tsx", route: "POST /logout", auth: "none", noInput: true, count: 20 },
  {
    file: "demo._index.tsx",
    route: "POST /demo?index",
    auth: "none",
    body: { username: { kind: "text", max: 64 }, password: enteredPassword, remember: anything, redirectTo: anything },
  },
  { file: "demo.logout.tsx", route: "POST /demo/logout", auth: "none", noInput: true, count: 20 },
  {
    file: "admin.profile.tsx",
    variant: "name",
    route: "POST /admin/profile",
    auth: "staff",
    fixed: { intent: "name" },
    body: { name: { kind: "text", max: 100 } },
  },
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
    count: 20,
  },
  {
    file: "admin.users._index.tsx",
    route: "POST /admin/users?index",
    auth: "admin",
    body: { intent: { kind: "enum", values: ["confirm-delete", "delete", "reset-2fa"] }, id: { kind: "id" } },
  },
  {
    file: "admin.users.new.tsx",
    route: "POST /admin/users/new",
    auth: "admin",
    body: { email, name: { kind: "text", max: 100 }, role: { kind: "enum", values: ["admin", "editor"] }, password: newPassword },
  },
  // Contact: the signed form token is missing or bad in every post, so none is stored.
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
  { file: "$.tsx", route: "POST /no-such-page", auth: "none", body: { anything }, emptyIsInvalid: true, count: 20 },

  // The staff area: blog, categories, uploads, the sales inbox.
  { file: "admin.blog.new.tsx", route: "POST /admin/blog/new", auth: "staff", fixed: { intent: "save" }, body: postFields },
  {
    file: "admin.blog.new.tsx",
    variant: "insert-picture",
    route: "POST /admin/blog/new",
    auth: "staff",
    fixed: { intent: "insert-picture" },
    body: pictureFields,
  },
  {
    file: "admin.blog.$id.tsx",
    variant: "save",
    route: "POST /admin/blog/:id",
    auth: "staff",
    params: { id: "post" },
    fixed: { intent: "save" },
    body: postFields,
  },
  {
    file: "admin.blog.$id.tsx",
    variant: "insert-picture",
    route: "POST /admin/blog/:id",
    auth: "staff",
    params: { id: "post" },
    fixed: { intent: "insert-picture" },
    body: pictureFields,
  },
  {
    file: "admin.blog.$id.tsx",
    variant: "intent",
    route: "POST /admin/blog/:id",
    auth: "staff",
    params: { id: "post" },
    body: { intent: intent("publish", "unpublish", "confirm-delete", "delete") },
    count: 12,
  },
  // The editor's autosave and live preview (decision record 0025): JSON to fetch().
  {
    file: "admin.blog.autosave.tsx",
    route: "POST /admin/blog/autosave",
    auth: "staff",
    answers: "json",
    body: {
      id: ref("post"),
      // Required here: an autosave without it creates the post under `id` (a new draft's first
      // save), which is valid; with it, the made-up version never matches, so nothing is written.
      baseUpdatedAt: { kind: "text", max: 40 },
      title: postFields.title!,
      summary: postFields.summary!,
      description: postFields.description!,
      body: { kind: "text", max: 100_000, min: 0, optional: true },
      categoryId: ref("categoryWithPosts"),
      coverUploadId: ref("upload", true),
    },
  },
  // An empty body is a valid preview: only a missing one, one too long or a broken post is refused.
  { file: "admin.blog.preview.tsx", route: "POST /admin/blog/preview", auth: "staff", answers: "json", body: { body: { kind: "text", max: 100_000, min: 0 } } },
  {
    file: "admin.blog._index.tsx",
    route: "POST /admin/blog?index",
    auth: "staff",
    body: { intent: intent("publish", "unpublish", "confirm-delete", "delete"), id: ref("post") },
  },
  // Customer stories: the seeded sample story is the one aimed at.
  { file: "admin.stories.new.tsx", route: "POST /admin/stories/new", auth: "staff", fixed: { intent: "save" }, body: storyFields },
  {
    file: "admin.stories.$id.tsx",
    variant: "save",
    route: "POST /admin/stories/:id",
    auth: "staff",
    params: { id: "story" },
    fixed: { intent: "save" },
    body: storyFields,
  },
  {
    file: "admin.stories.$id.tsx",
    variant: "intent",
    route: "POST /admin/stories/:id",
    auth: "staff",
    params: { id: "story" },
    body: { intent: intent("publish", "unpublish", "confirm-delete", "delete") },
    count: 12,
  },
  // The story editor's autosave (decision record 0052): JSON to fetch(), the post editor's rules.
  {
    file: "admin.stories.autosave.tsx",
    route: "POST /admin/stories/autosave",
    auth: "staff",
    answers: "json",
    body: { id: ref("story"), baseUpdatedAt: { kind: "text", max: 40 }, ...storyFields },
  },
  {
    file: "admin.stories._index.tsx",
    route: "POST /admin/stories?index",
    auth: "staff",
    body: { intent: intent("publish", "unpublish", "confirm-delete", "delete"), id: ref("story") },
  },
  {
    file: "admin.blog.categories.tsx",
    variant: "create",
    route: "POST /admin/blog/categories",
    auth: "staff",
    fixed: { intent: "create" },
    body: { name: { kind: "text", max: 80 }, slug: { kind: "slug", max: 120, optional: true } },
  },
  {
    file: "admin.blog.categories.tsx",
    variant: "rename",
    route: "POST /admin/blog/categories",
    auth: "staff",
    fixed: { intent: "rename" },
    body: { id: ref("otherCategory"), name: { kind: "text", max: 80 }, slug: { kind: "slug", max: 120, optional: true } },
  },
  {
    file: "admin.blog.categories.tsx",
    variant: "delete",
    route: "POST /admin/blog/categories",
    auth: "staff",
    fixed: { intent: "delete" },
    body: { id: ref("categoryWithPosts"), moveTo: ref("otherCategory", true) },
  },
  {
    file: "admin.blog.categories.tsx",
    variant: "intent",
    route: "POST /admin/blog/categories",
    auth: "staff",
    body: { intent: intent("create", "rename", "confirm-delete", "delete") },
    count: 12,
  },
  {
    file: "admin.uploads.tsx",
    variant: "upload",
    route: "POST /admin/uploads",
    auth: "staff",
    encoding: "multipart",
    body: { file: { kind: "file", maxFiles: 10 } },
  },
  {
    file: "admin.uploads.tsx",
    variant: "intent",
    route: "POST /admin/uploads",
    auth: "staff",
    body: { intent: intent("confirm-delete", "delete"), id: ref("upload") },
  },
  {
    file: "admin.sales-requests.$id.tsx",
    route: "POST /admin/sales-requests/:id",
    auth: "staff",
    params: { id: "salesRequest" },
    emptyIsInvalid: true,
    fixed: { intent: "change" },
    body: {
      status: { kind: "enum", values: SALES_REQUEST_STATUSES, optional: true },
      // A well-formed id that names no staff member is refused too ("Choose a staff member").
      assignee: { kind: "text", min: 0, max: 64, optional: true, pattern: /^[A-Za-z0-9-]*$/ },
      note: { kind: "text", max: 4000, optional: true },
    },
  },
  {
    file: "admin.sales-requests._index.tsx",
    route: "POST /admin/sales-requests?index",
    auth: "staff",
    emptyIsInvalid: true,
    fixed: { intent: "change-status" },
    body: { status: { kind: "enum", values: SALES_REQUEST_STATUSES }, ids: { kind: "refList", ref: "salesRequest", max: 100 } },
  },
  // The same change to every request the filters match (here, the fixture alone), and its Undo.
  {
    file: "admin.sales-requests._index.tsx",
    variant: "all matching",
    route: "POST /admin/sales-requests?index&q=Fixture+Bank",
    auth: "staff",
    fixed: { intent: "change-status", scope: "matching" },
    body: { status: { kind: "enum", values: SALES_REQUEST_STATUSES } },
  },
  {
    file: "admin.sales-requests._index.tsx",
    variant: "undo",
    route: "POST /admin/sales-requests?index",
    auth: "staff",
    fixed: { intent: "undo" },
    body: { at: { kind: "datetime" } },
  },
  // Saved views (decision record 0024): save the URL's filters under a name; rename or share, and
  // delete, one's own (an id that names none of the caller's views is refused too).
  {
    file: "admin.sales-requests._index.tsx",
    variant: "save view",
    route: "POST /admin/sales-requests?index&status=open&sort=name",
    auth: "staff",
    fixed: { intent: "save-view" },
    body: { name: { kind: "text", max: 60 }, shared: anything },
  },
  {
    file: "admin.sales-requests._index.tsx",
    variant: "rename or share a view",
    route: "POST /admin/sales-requests?index",
    auth: "staff",
    fixed: { intent: "change-view" },
    body: { id: { kind: "id" }, name: { kind: "text", max: 60 }, shared: anything },
  },
  {
    file: "admin.sales-requests._index.tsx",
    variant: "delete a view",
    route: "POST /admin/sales-requests?index",
    auth: "staff",
    body: { intent: intent("confirm-delete", "delete"), id: { kind: "id" } },
  },
  // Suspected spam's "Not spam" (decision record 0034): the held request's id.
  {
    file: "admin.sales-requests.spam.tsx",
    route: "POST /admin/sales-requests/spam",
    auth: "staff",
    emptyIsInvalid: true,
    body: { id: { kind: "text", min: 1, max: 64, pattern: /^[A-Za-z0-9-]+$/ } },
  },

  // The e-mail outbox (email:outbox): resend one message.
  {
    file: "admin.outbox._index.tsx",
    route: "POST /admin/outbox?index",
    auth: "admin",
    emptyIsInvalid: true,
    body: { intent: intent("resend"), id: { kind: "text", min: 1, max: 64, pattern: /^[A-Za-z0-9-]+$/ } },
  },

  // Demo access management (demo:manage) and the demo area.
  {
    file: "admin.demo.content._index.tsx",
    route: "POST /admin/demo/content?index",
    auth: "admin",
    body: { intent: intent("confirm-delete", "delete"), id: ref("demoItem") },
  },
  {
    file: "admin.demo.content.$id.tsx",
    variant: "save",
    route: "POST /admin/demo/content/:id",
    auth: "admin",
    params: { id: "demoItem" },
    fixed: { intent: "save" },
    body: {
      title: { kind: "text", max: 200 },
      description: { kind: "text", max: 4000, min: 0, optional: true },
      productId: { kind: "enum", values: PRODUCT_ENTRIES.slice(0, 5).map((p) => p.id) },
    },
  },
  {
    file: "admin.demo.content.$id.tsx",
    variant: "intent",
    route: "POST /admin/demo/content/:id",
    auth: "admin",
    params: { id: "demoItem" },
    body: { intent: intent("save", "remove-poster", "captions", "remove-captions", "chapters", "remove-chapters", "confirm-delete", "delete") },
    count: 12,
  },
  // Captions: a WebVTT file; the suite's valid file is a PNG, which is refused as not WebVTT.
  {
    file: "admin.demo.content.$id.tsx",
    variant: "captions",
    route: "POST /admin/demo/content/:id",
    auth: "admin",
    params: { id: "demoItem" },
    encoding: "multipart",
    fixed: { intent: "captions" },
    body: { captions: { kind: "file", maxFiles: 1 }, captionsLang: { kind: "text", max: 35, min: 0, optional: true, pattern: /^[a-z]{2}$/ } },
  },
  // Chapters (decision record 0025): a WebVTT file whose cues parse as chapters; the suite's valid file is a PNG.
  {
    file: "admin.demo.content.$id.tsx",
    variant: "chapters",
    route: "POST /admin/demo/content/:id",
    auth: "admin",
    params: { id: "demoItem" },
    encoding: "multipart",
    fixed: { intent: "chapters" },
    body: { chapters: { kind: "file", maxFiles: 1 } },
  },
  // Uploading needs JavaScript (the multipart upload API): the no-JS post always answers 400.
  { file: "admin.demo.content.new.tsx", route: "POST /admin/demo/content/new", auth: "admin", body: { anything }, emptyIsInvalid: true, count: 12 },
  {
    file: "admin.demo.users._index.tsx",
    route: "POST /admin/demo/users?index",
    auth: "admin",
    body: { intent: intent("confirm-delete", "delete"), id: ref("demoUser") },
  },
  { file: "admin.demo.users.new.tsx", route: "POST /admin/demo/users/new", auth: "admin", body: demoUserFields() },
  {
    file: "admin.demo.users.$id.tsx",
    route: "POST /admin/demo/users/:id",
    auth: "admin",
    params: { id: "demoUser" },
    fixed: { intent: "save" },
    body: demoUserFields(),
  },
  {
    // The demo user's passkey list: the one action removes a passkey (the seeded user has none, so
    // a well-formed id is a 404).
    file: "demo.account.tsx",
    route: "POST /demo/account",
    auth: "demo",
    body: { intent: intent("passkey-remove"), id: { kind: "text", max: 200 } },
    count: 12,
  },
  {
    file: "demo.videos.$id.tsx",
    route: "POST /demo/videos/:id",
    auth: "demo",
    params: { id: "demoItem" },
    body: { intent: intent("play", "progress", "talk-to-sales") },
    count: 12,
  },
  {
    // Watch progress: where the viewer is and the ranges played, as JSON.
    file: "demo.videos.$id.tsx",
    variant: "progress",
    route: "POST /demo/videos/:id",
    auth: "demo",
    params: { id: "demoItem" },
    fixed: { intent: "progress" },
    // played: its valid values are real JSON; the generator's invalid ones (padded, suffixed, SQL, HTML) are not ranges.
    body: { position: { kind: "number", min: 0, max: 604_800 }, played: { kind: "enum", values: ["[]", "[[0,1.5]]", "[[0,2],[3,4]]"] } },
  },
  // Webhook endpoints (decision record 0043); no endpoint or delivery is aimed at, so rotations, pauses, deletes and resends find none.
  {
    file: "admin.integrations.tsx",
    route: "POST /admin/integrations",
    auth: "admin",
    body: {
      intent: intent("create", "rotate", "pause", "resume", "confirm-delete", "delete", "resend", "test"),
      id: { kind: "id", optional: true },
      url: { kind: "text", max: 2000 },
      events: { kind: "enum", values: WEBHOOK_EVENT_KEYS },
      description: { kind: "text", max: 300, min: 0, optional: true },
    },
  },
  // The trust centre's facts; no fact is aimed at, so edits and deletes find none.
  {
    file: "admin.trust-centre.tsx",
    route: "POST /admin/trust-centre",
    auth: "admin",
    body: {
      intent: intent("create", "edit", "confirm", "confirm-delete", "delete"),
      id: { kind: "id", optional: true },
      section: { kind: "enum", values: [...SECTION_IDS] },
      title: { kind: "text", max: TITLE_MAX },
      body: { kind: "text", max: BODY_MAX },
      reviewedOn: { kind: "date" },
    },
  },
  // The company page's entries (decision record 0039), one entry per kind; no entry is aimed at, so edits, moves and deletes find none.
  {
    file: "admin.company.tsx",
    variant: "office",
    route: "POST /admin/company",
    auth: "admin",
    fixed: { kind: "office" },
    body: {
      intent: intent("create", "edit", "move", "confirm-delete", "delete"),
      id: { kind: "id", optional: true },
      city: { kind: "text", max: 80 },
      role: { kind: "text", max: 120, min: 0, optional: true },
      street: { kind: "text", max: 200 },
      locality: { kind: "text", max: 80 },
      region: { kind: "text", max: 80, min: 0, optional: true },
      postalCode: { kind: "text", max: 20, min: 0, optional: true },
      country: { kind: "enum", values: ["US", "GB", "CA"] },
      countryName: { kind: "text", max: 80 },
      telephone: { kind: "enum", values: ["+1 212 555 0142", "+44 20 7946 0321"], optional: true },
      sample: anything,
    },
  },
  {
    file: "admin.company.tsx",
    variant: "leader",
    route: "POST /admin/company",
    auth: "admin",
    fixed: { kind: "leader" },
    body: {
      intent: intent("create", "edit", "move", "confirm-delete", "delete"),
      id: { kind: "id", optional: true },
      name: { kind: "text", max: 120 },
      title: { kind: "text", max: 120 },
      bio: { kind: "text", max: 600, min: 0, optional: true },
      photoUploadId: ref("upload", true),
      photoAlt: { kind: "text", max: 300, min: 0, optional: true },
      sample: anything,
    },
  },
  {
    file: "admin.company.tsx",
    variant: "channel",
    route: "POST /admin/company",
    auth: "admin",
    fixed: { kind: "channel" },
    body: {
      intent: intent("create", "edit", "move", "confirm-delete", "delete"),
      id: { kind: "id", optional: true },
      direction: { kind: "enum", values: ["up", "down"], optional: true },
      contactType: { kind: "enum", values: ["sales", "customer support", "technical support", "billing support"] },
      label: { kind: "text", max: 80 },
      email: { kind: "email", optional: true },
      telephone: { kind: "enum", values: ["+1 212 555 0142"], optional: true },
      hours: { kind: "text", max: 200, min: 0, optional: true },
      sample: anything,
    },
  },
  // A product's screenshots and copy (decision record 0040), on Fed Funds; no screenshot is aimed
  // at, so edits, moves and removals find none. "preview" stores nothing and answers the form
  // with its parse, so it has no entry.
  {
    file: "admin.products.$id.tsx",
    variant: "add screenshot",
    route: "POST /admin/products/fed-funds",
    auth: "staff",
    fixed: { intent: "add-screenshot" },
    body: { uploadId: ref("upload"), alt: { kind: "text", max: 300 }, caption: { kind: "text", max: 300, min: 0, optional: true } },
  },
  {
    file: "admin.products.$id.tsx",
    variant: "screenshot",
    route: "POST /admin/products/fed-funds",
    auth: "staff",
    body: {
      intent: intent("edit-screenshot", "move-screenshot", "remove-screenshot", "confirm-delete", "delete"),
      id: { kind: "id" },
      alt: { kind: "text", max: 300, optional: true },
      caption: { kind: "text", max: 300, min: 0, optional: true },
      direction: { kind: "enum", values: ["up", "down"], optional: true },
    },
  },
  {
    file: "admin.products.$id.tsx",
    variant: "copy",
    route: "POST /admin/products/fed-funds",
    auth: "staff",
    body: {
      intent: intent("draft", "publish"),
      overview: { kind: "text", max: 1500 },
      features: { kind: "text", max: 300 },
      serves: { kind: "text", max: 400 },
    },
  },
  {
    file: "admin.products.$id.tsx",
    variant: "restore",
    route: "POST /admin/products/fed-funds",
    auth: "staff",
    fixed: { intent: "restore" },
    body: { version: { kind: "enum", values: ["default"] } },
  },
  // A demo invitation's page, on a token that names no invitation.
  {
    file: "demo.invitation.$token.tsx",
    route: "POST /demo/invitation/bm8tc3VjaC1pbnZpdGF0aW9uLXRva2VuLWF0LWFsbC0wMDAwMDA",
    auth: "none",
    body: { password: newPassword, confirmPassword: newPassword },
  },
  // "Forgot your password?" on the demo sign-in: a username or e-mail address.
  {
    file: "demo.forgot-password.tsx",
    route: "POST /demo/forgot-password",
    auth: "none",
    body: { login: { kind: "text", max: 254 } },
  },
  // Each record's version per language (decision record 0054).
  ...translationActions("admin.blog.$id_.translations.tsx", "POST /admin/blog/:id/translations", "post", "post"),
  ...translationActions("admin.stories.$id_.translations.tsx", "POST /admin/stories/:id/translations", "story", "story"),
  ...translationActions("admin.trust-centre_.$id.translations.tsx", "POST /admin/trust-centre/:id/translations", "trust_fact", "trustFact"),
  ...translationActions("admin.company_.leaders.$id.translations.tsx", "POST /admin/company/leaders/:id/translations", "company_leader", "leader"),
  ...translationActions("admin.company_.offices.$id.translations.tsx", "POST /admin/company/offices/:id/translations", "company_office", "office"),
  ...translationActions("admin.company_.channels.$id.translations.tsx", "POST /admin/company/channels/:id/translations", "company_channel", "channel"),
  ...translationActions("admin.products.$id_.translations.tsx", "POST /admin/products/:id/translations", "product", "product"),
];
