import { type CompanyProfile, type ContactChannel, type ContactType, type Leader, type Office, e164 } from "../../lib/company/profile";
import type { PublicConfig } from "../../lib/publicConfig";
import { absoluteUrl } from "../../lib/absoluteUrl";
import { uploadPath } from "../../lib/uploads/paths";
import { pick } from "../../lib/pick";
import { type Json, organizationLd, serializeJsonLd } from "../platform/structuredData.server";
import { type Env, publicConfig } from "../platform/env.server";
import { logError } from "../platform/log.server";
import type { Narrowed, TableRow } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The company's offices, leadership and sales/support channels, as staff keep them at
 * /admin/company (decision record 0039). A production database starts with none, and the page
 * and the JSON-LD then state only what exists; the local seed adds sample entries.
 */
export type OfficeRow = TableRow<"company_offices">;
export type LeaderRow = TableRow<"company_leaders">;
export type ChannelRow = Narrowed<TableRow<"company_channels">, "contact_type", ContactType>;

/** An entry's place in its list and its sample flag, as every kind stores them. */
const listed = (r: { position: unknown; sample: unknown }) => ({ position: Number(r.position), sample: Number(r.sample) === 1 });

export const toOffice = (r: OfficeRow): Office => ({
  ...pick(r, ["id", "city", "role", "street", "locality", "region", "country", "telephone"]),
  postalCode: r.postal_code,
  countryName: r.country_name,
  ...listed(r),
});

export const toLeader = (r: LeaderRow): Leader => ({
  ...pick(r, ["id", "name", "title", "bio"]),
  photo: r.photo_upload_id ? { uploadId: r.photo_upload_id, url: uploadPath(r.photo_upload_id), alt: r.photo_alt } : null,
  ...listed(r),
});

export const toChannel = (r: ChannelRow): ContactChannel => ({
  ...pick(r, ["id", "label", "email", "telephone", "hours"]),
  contactType: r.contact_type,
  ...listed(r),
});

/** Staff's order; entries of one position in the order they were added. */
export const ENTRY_ORDER = "ORDER BY position, created_at, id";
const ENTRY = "id, position, sample, created_at, updated_at";
export const OFFICE_COLUMNS = `${ENTRY}, city, role, street, locality, region, postal_code, country, country_name, telephone`;
export const LEADER_COLUMNS = `${ENTRY}, name, title, bio, photo_upload_id, photo_alt`;
export const CHANNEL_COLUMNS = `${ENTRY}, contact_type, label, email, telephone, hours`;

/** The three lists in one round trip (one batch), for the page, the JSON-LD and the staff screen. */
export async function readCompanyProfile(db: D1): Promise<CompanyProfile> {
  const [offices, leaders, channels] = await db.batch([
    db.prepare(`SELECT ${OFFICE_COLUMNS} FROM company_offices ${ENTRY_ORDER}`),
    db.prepare(`SELECT ${LEADER_COLUMNS} FROM company_leaders ${ENTRY_ORDER}`),
    db.prepare(`SELECT ${CHANNEL_COLUMNS} FROM company_channels ${ENTRY_ORDER}`),
  ]);
  return {
    offices: (offices!.results as OfficeRow[]).map(toOffice),
    leaders: (leaders!.results as LeaderRow[]).map(toLeader),
    channels: (channels!.results as ChannelRow[]).map(toChannel),
  };
}

const postalAddress = (o: Office): Json => ({
  "@type": "PostalAddress",
  streetAddress: o.street,
  addressLocality: o.locality,
  ...(o.region ? { addressRegion: o.region } : {}),
  ...(o.postalCode ? { postalCode: o.postalCode } : {}),
  addressCountry: o.country,
});

/**
 * The Organization JSON-LD of the home and company pages: the brand (name, url, logo), then only
 * what staff have entered: the first office's address, a contactPoint per channel, a Place per
 * office. With no entries it is the brand alone.
 */
export function companyOrganizationLd(config: Pick<PublicConfig, "siteTitle" | "siteUrl" | "salesEmail" | "social">, profile: CompanyProfile): Json {
  const head = profile.offices[0];
  return {
    ...organizationLd(config),
    url: absoluteUrl(config.siteUrl, "/"),
    ...(head ? { address: postalAddress(head) } : {}),
    ...(profile.channels.length
      ? {
          contactPoint: profile.channels.map((c) => ({
            "@type": "ContactPoint",
            contactType: c.contactType,
            ...(c.email ? { email: c.email } : {}),
            ...(c.telephone ? { telephone: e164(c.telephone) } : {}),
            availableLanguage: ["English"],
          })),
        }
      : {}),
    ...(profile.offices.length
      ? {
          location: profile.offices.map((o) => ({
            "@type": "Place",
            name: `${o.city} office`,
            address: postalAddress(o),
            ...(o.telephone ? { telephone: e164(o.telephone) } : {}),
          })),
        }
      : {}),
  };
}

/**
 * The same, serialized for a page's JSON-LD block, from the environment: the home route imports
 * this one server module for it, not two (each server module a route imports is an empty chunk in
 * its browser bundle, and the home page's first load is at its budget).
 */
export async function organizationJsonLd(env: Env, profile?: CompanyProfile): Promise<string> {
  return serializeJsonLd(companyOrganizationLd(publicConfig(env), profile ?? (await readCompanyProfile(env.DB))));
}

/**
 * The home page's JSON-LD, which must not take the page down with D1 (the home page renders
 * without D1): when the entries cannot be read it is the brand alone and `complete` is false, so
 * the page is sent uncached and the outage is not kept.
 */
export async function homeOrganizationJsonLd(env: Env, requestId: string): Promise<{ json: string; complete: boolean }> {
  try {
    return { json: await organizationJsonLd(env), complete: true };
  } catch (error) {
    logError(requestId, "company.organizationLd", error);
    return { json: serializeJsonLd(companyOrganizationLd(publicConfig(env), { offices: [], leaders: [], channels: [] })), complete: false };
  }
}
