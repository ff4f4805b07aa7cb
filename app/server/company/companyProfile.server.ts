import type { CompanyProfile, Office } from "../../lib/company/profile";
import type { PublicConfig } from "../../lib/publicConfig";
import { absoluteUrl } from "../../lib/absoluteUrl";
import { type Json, organizationLd, serializeJsonLd } from "../platform/structuredData.server";
import { type Env, publicConfig } from "../platform/env.server";

/**
 * The company's offices, leadership and contact channels (issue 29 point 2). Everything here is
 * sample data, marked `sample`, that a vendor replaces: the telephone numbers are in ranges kept
 * for fiction (North America's 555-01xx, the UK's 020 7946 0xxx), the addresses are placeholders
 * and the people are not real. The sales address is the site's configured one; support's is the
 * same domain's `support@`.
 */
export function companyProfile(config: Pick<PublicConfig, "salesEmail">): CompanyProfile {
  const domain = config.salesEmail.split("@")[1] ?? "example.com";
  return {
    offices: [
      {
        city: "New York",
        role: "Head office",
        street: "100 Example Plaza, 20th floor",
        locality: "New York",
        region: "NY",
        postalCode: "10005",
        country: "US",
        countryName: "United States",
        phone: "+12125550142",
        phoneDisplay: "+1 212 555 0142",
        sample: true,
      },
      {
        city: "London",
        role: "Europe, Middle East and Africa",
        street: "1 Sample Street",
        locality: "London",
        region: "",
        postalCode: "EC2V 0XX",
        country: "GB",
        countryName: "United Kingdom",
        phone: "+442079460321",
        phoneDisplay: "+44 20 7946 0321",
        sample: true,
      },
      {
        city: "Toronto",
        role: "Client support centre",
        street: "200 Placeholder Avenue, Suite 400",
        locality: "Toronto",
        region: "ON",
        postalCode: "M5H 0A0",
        country: "CA",
        countryName: "Canada",
        phone: "+14165550187",
        phoneDisplay: "+1 416 555 0187",
        sample: true,
      },
    ],
    leaders: [
      { name: "Jordan Ellis", title: "Chief Executive Officer", bio: "Leads the company and its product strategy.", sample: true },
      { name: "Priya Raman", title: "Chief Technology Officer", bio: "Responsible for engineering, security and hosting.", sample: true },
      { name: "Samuel Okafor", title: "Head of Client Services", bio: "Runs implementation, training and client support.", sample: true },
      { name: "Claire Dubois", title: "Head of Sales", bio: "Works with banks, central banks and investment firms on new systems.", sample: true },
    ],
    channels: [
      {
        type: "sales",
        label: "Sales",
        email: config.salesEmail,
        phone: "+12125550142",
        phoneDisplay: "+1 212 555 0142",
        hours: "Monday to Friday, 9:00–17:00 Eastern",
        sample: true,
      },
      {
        type: "customer support",
        label: "Client support",
        email: `support@${domain}`,
        phone: "+14165550187",
        phoneDisplay: "+1 416 555 0187",
        hours: "Monday to Friday, 8:00–20:00 Eastern; around the clock for outages",
        sample: true,
      },
    ],
  };
}

const postalAddress = (o: Office): Json => ({
  "@type": "PostalAddress",
  streetAddress: o.street,
  addressLocality: o.locality,
  ...(o.region ? { addressRegion: o.region } : {}),
  postalCode: o.postalCode,
  addressCountry: o.country,
});

/**
 * The Organization JSON-LD of the home and company pages: the brand (name, url, logo) plus a
 * contactPoint for sales and one for support, and the head office's address.
 */
export function companyOrganizationLd(config: Pick<PublicConfig, "siteTitle" | "siteUrl" | "salesEmail" | "social">): Json {
  const profile = companyProfile(config);
  const head = profile.offices[0]!;
  return {
    ...organizationLd(config),
    url: absoluteUrl(config.siteUrl, "/"),
    address: postalAddress(head),
    contactPoint: profile.channels.map((c) => ({
      "@type": "ContactPoint",
      contactType: c.type,
      email: c.email,
      telephone: c.phone,
      availableLanguage: ["English"],
    })),
    location: profile.offices.map((o) => ({ "@type": "Place", name: `${o.city} office`, address: postalAddress(o), telephone: o.phone })),
  };
}

/**
 * The same, serialized for a page's JSON-LD block, from the environment: the home route imports
 * this one server module for it, not two (each server module a route imports is an empty chunk in
 * its browser bundle, and the home page's first load is at its budget).
 */
export const organizationJsonLd = (env: Env): string => serializeJsonLd(companyOrganizationLd(publicConfig(env)));
