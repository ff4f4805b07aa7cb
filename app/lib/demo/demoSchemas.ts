import * as z from "zod";
import { emailField, nameField, newPasswordField } from "../auth/authSchemas";
import { isProductId } from "./demoProducts";
import { multiLine, singleLine } from "../plainText";

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
  .object({
    filename: z.string().overwrite(singleLine).min(1, "File name is Required").max(255, "File name is too long"),
    contentType: z
      .string()
      .trim()
      .toLowerCase()
      .refine((t) => kindOfContentType(t) !== null, "Videos must be MP4, WebM or Ogg; images PNG, JPEG, WebP, GIF or AVIF"),
    size: z.number().int("Size must be a whole number of bytes").positive("The file is empty"),
  })
  .strict()
  .superRefine((v, ctx) => {
    const kind = kindOfContentType(v.contentType);
    if (kind && v.size > MAX_UPLOAD_BYTES[kind]) {
      ctx.addIssue({ code: "custom", path: ["size"], message: `A ${kind} may be at most ${MAX_UPLOAD_BYTES[kind] / 1024 ** 2} MiB` });
    }
  });
export type UploadCreateInput = z.infer<typeof uploadCreateSchema>;

const optionalNumber = (schema: z.ZodNumber) => schema.nullable().optional();

/** DemoAccessSaveorEdit: create (no id; uploadId required) or update (id) a content item. */
export const demoItemSchema = z
  .object({
    id: id.optional(),
    title: z.string({ message: "Title is Required" }).overwrite(singleLine).min(1, "Title is Required").max(200, "Title must be at most 200 characters"),
    description: z.string().overwrite(multiLine).trim().max(4000, "Description must be at most 4000 characters").default(""),
    productId: z.string({ message: "Product is Required" }).refine(isProductId, "Product is Required"),
    /** A completed upload holding the video or image (replaces the current one on update). */
    uploadId: id.optional(),
    /** A completed image upload for the thumbnail/poster; null removes the poster. */
    posterUploadId: id.nullable().optional(),
    durationSeconds: optionalNumber(
      z
        .number()
        .nonnegative("Duration cannot be negative")
        .max(7 * 24 * 3600, "Duration is too long"),
    ),
    width: optionalNumber(z.number().int().positive().max(100_000)),
    height: optionalNumber(z.number().int().positive().max(100_000)),
  })
  .strict()
  .refine((v) => v.id !== undefined || v.uploadId !== undefined, { message: "Upload the video or image first", path: ["uploadId"] })
  .refine((v) => !v.uploadId || v.posterUploadId !== v.uploadId, { message: "The poster must be a separate image", path: ["posterUploadId"] });
export type DemoItemInput = z.infer<typeof demoItemSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** UserDemoAccessSaveorEdit: create (no id; password required) or update a demo user and their grants. */
export const demoUserSchema = z
  .object({
    id: id.optional(),
    name: nameField,
    company: z.string().overwrite(singleLine).max(200, "Company must be at most 200 characters").default(""),
    email: emailField,
    username: z
      .string({ message: "Username is Required" })
      .trim()
      .min(3, "Username must be at least 3 characters")
      .max(64, "Username must be at most 64 characters")
      .regex(USERNAME_PATTERN, "Use letters, digits, dots, dashes and underscores only"),
    /** Set on create; on update, a new password (resets it and signs the user out everywhere). */
    password: newPasswordField.optional(),
    /** The last day (UTC) of access, inclusive; null: no end date. */
    accessUntil: z
      .string()
      .regex(isoDate, "Enter a date as YYYY-MM-DD")
      // Date.parse rolls 2026-02-30 over to 2 March: a real date is one that survives the round trip.
      .refine((d) => {
        const t = Date.parse(`${d}T00:00:00Z`);
        return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
      }, "Enter a real date")
      .nullable()
      .default(null),
    active: z.boolean().default(true),
    /** The items this user may see; on update, omitted keeps the current grants. */
    itemIds: z.array(id).max(1000).optional(),
  })
  .strict()
  .refine((v) => v.id !== undefined || v.password !== undefined, { message: "Password is Required", path: ["password"] });
export type DemoUserInput = z.infer<typeof demoUserSchema>;

/** The instant access ends: the end of the last day, UTC. */
export const expiresAtOf = (accessUntil: string | null): string | null => (accessUntil ? `${accessUntil}T23:59:59.999Z` : null);
export const accessUntilOf = (expiresAt: string | null): string | null => (expiresAt ? expiresAt.slice(0, 10) : null);
