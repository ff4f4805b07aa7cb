/**
 * What the company page (/company) shows and the Organization JSON-LD states, as staff keep it at
 * /admin/company (tables company_offices, company_leaders, company_channels; decision record
 * 0039). This module is the shape and the words, free of zod, so the public page's JavaScript
 * carries no schema. `sample: true` marks the local seed's invented entries: the page tags them.
 */
export interface Office {
  id: string;
  city: string;
  role: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  /** As people read it; blank when the office has none. */
  telephone: string;
  position: number;
  sample: boolean;
}

export interface Leader {
  id: string;
  name: string;
  title: string;
  bio: string;
  /** An image of the uploads library, with its text alternative. */
  photo: { uploadId: string; url: string; alt: string } | null;
  position: number;
  sample: boolean;
}

export const CONTACT_TYPES = ["sales", "customer support", "technical support", "billing support"] as const;
/** schema.org contactType values. */
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  sales: "Sales",
  "customer support": "Customer support",
  "technical support": "Technical support",
  "billing support": "Billing",
};

export interface ContactChannel {
  id: string;
  contactType: ContactType;
  label: string;
  /** Blank when the channel has none (a channel has an e-mail address, a telephone or both). */
  email: string;
  telephone: string;
  hours: string;
  position: number;
  sample: boolean;
}

export interface CompanyProfile {
  offices: Office[];
  leaders: Leader[];
  channels: ContactChannel[];
}

export const COMPANY_KINDS = ["office", "leader", "channel"] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** "+1 212 555 0142" → "+12125550142", for tel: links and the JSON-LD. */
export const e164 = (telephone: string): string => (telephone ? `+${telephone.replace(/\D/g, "")}` : "");
