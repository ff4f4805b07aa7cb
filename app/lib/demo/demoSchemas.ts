import * as z from "zod/mini";
import { emailField, nameField, newPasswordField } from "../auth/authSchemas";
import { isProductId } from "./demoProducts";
import { multiLine, singleLine } from "../plainText";
import { englishMessages } from "../zodMini";

englishMessages();

/**
 * One schema per demo-access input, shared by the API routes (JSON), the admin actions (form
 * data mapped to the same shape) and the upload control in the browser.
 */

export const DEMO_MEDIA_TYPES = {
  video: ["video/mp4", "video/webm", "video/ogg"],
  // No SVG: an SVG is a document that can run script.
  image: ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"],
} as const;
export type DemoKind = keyof typeof DEMO_MEDIA_TYPES;
export const DEMO_KINDS = ["video", "image"] as const;

/** Parts are 10 MiB (R2 wants at least 5 MiB for every part but the last, at most 10,000 parts). */
export const UPLOAD_PART_SIZE = 10 * 1024 * 1024;
export const MAX_UPLOAD_BYTES: Record<DemoKind, number> = { video: 5 * 1024 ** 3, image: 50 * 1024 ** 2 };

export const kindOfContentType = (type: string): DemoKind | null =>
  (DEMO_KINDS as readonly DemoKind[]).find((k) => (DEMO_MEDIA_TYPES[k] as readonly string[]).includes(type)) ?? null;

const id = z.uuid("Not a valid id");

export const uploadCreateSchema = z
  .strictObject({
    filename: z.string().check(z.overwrite(singleLine), z.minLength(1, "File name is Required"), z.maxLength(255, "File name is too long")),
    contentType: z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.refine((t: string) => kindOfContentType(t) !== null, "Videos must be MP4, WebM or Ogg; images PNG, JPEG, WebP, GIF or AVIF"),
    ),
    size: z.number().check(z.int("Size must be a whole number of bytes"), z.positive("The file is empty")),
  })
  .check(
    z.superRefine((v: { contentType: string; size: number }, ctx) => {
      const kind = kindOfContentType(v.contentType);
      if (kind && v.size > MAX_UPLOAD_BYTES[kind]) {
        ctx.addIssue({ code: "custom", path: ["size"], message: `A ${kind} may be at most ${MAX_UPLOAD_BYTES[kind] / 1024 ** 2} MiB` });
      }
    }),
  );
export type UploadCreateInput = z.infer<typeof uploadCreateSchema>;

const optionalNumber = (schema: z.ZodMiniNumber<number>) => z.optional(z.nullable(schema));

/** DemoAccessSaveorEdit: create (no id; uploadId required) or update (id) a content item. */
export const demoItemSchema = z
  .strictObject({
    id: z.optional(id),
    title: z
      .string({ message: "Title is Required" })
      .check(z.overwrite(singleLine), z.minLength(1, "Title is Required"), z.maxLength(200, "Title must be at most 200 characters")),
    description: z._default(z.string().check(z.overwrite(multiLine), z.trim(), z.maxLength(4000, "Description must be at most 4000 characters")), ""),
    productId: z.string({ message: "Product is Required" }).check(z.refine(isProductId, "Product is Required")),
    /** A completed upload holding the video or image (replaces the current one on update). */
    uploadId: z.optional(id),
    /** A completed image upload for the thumbnail/poster; null removes the poster. */
    posterUploadId: z.optional(z.nullable(id)),
    durationSeconds: optionalNumber(z.number().check(z.nonnegative("Duration cannot be negative"), z.lte(7 * 24 * 3600, "Duration is too long"))),
    width: optionalNumber(z.number().check(z.int(), z.positive(), z.lte(100_000))),
    height: optionalNumber(z.number().check(z.int(), z.positive(), z.lte(100_000))),
  })
  .check(
    z.refine((v: { id?: string; uploadId?: string }) => v.id !== undefined || v.uploadId !== undefined, {
      message: "Upload the video or image first",
      path: ["uploadId"],
    }),
    z.refine((v: { uploadId?: string; posterUploadId?: string | null }) => !v.uploadId || v.posterUploadId !== v.uploadId, {
      message: "The poster must be a separate image",
      path: ["posterUploadId"],
    }),
  );
export type DemoItemInput = z.infer<typeof demoItemSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * UserDemoAccessSaveorEdit: create (no id) or update a demo user and their grants. Staff set no
 * password: a new user is invited by e-mail and chooses their own. `password` stays for
 * API clients written against the old contract.
 */
export const demoUserSchema = z.strictObject({
  id: z.optional(id),
  name: nameField,
  company: z._default(z.string().check(z.overwrite(singleLine), z.maxLength(200, "Company must be at most 200 characters")), ""),
  email: emailField,
  username: z
    .string({ message: "Username is Required" })
    .check(
      z.trim(),
      z.minLength(3, "Username must be at least 3 characters"),
      z.maxLength(64, "Username must be at most 64 characters"),
      z.regex(USERNAME_PATTERN, "Use letters, digits, dots, dashes and underscores only"),
    ),
  /** API only (no screen sends it): a password set by the caller; on update, resets it and signs the user out everywhere. */
  password: z.optional(newPasswordField),
  /** The last day (UTC) of access, inclusive; null: no end date. */
  accessUntil: z._default(
    z.nullable(
      z.string().check(
        z.regex(isoDate, "Enter a date as YYYY-MM-DD"),
        // Date.parse rolls 2026-02-30 over to 2 March: a real date is one that survives the round trip.
        z.refine((d: string) => {
          const t = Date.parse(`${d}T00:00:00Z`);
          return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
        }, "Enter a real date"),
      ),
    ),
    null,
  ),
  active: z._default(z.boolean(), true),
  /** The items this user may see; on update, omitted keeps the current grants. */
  itemIds: z.optional(z.array(id).check(z.maxLength(1000))),
});

/** The instant access ends: the end of the last day, UTC. */
export const expiresAtOf = (accessUntil: string | null): string | null => (accessUntil ? `${accessUntil}T23:59:59.999Z` : null);
export const accessUntilOf = (expiresAt: string | null): string | null => (expiresAt ? expiresAt.slice(0, 10) : null);
