/**
 * What the company page (/company) shows and the Organization JSON-LD states (issue 29 point 2).
 * The data is in server/company/companyProfile.server.ts; this is its shape, shared with the page.
 * `sample: true` marks what was invented for the demo site: the page labels it, and a vendor
 * replaces it with the real thing.
 */
export interface Office {
  city: string;
  role: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  /** E.164, for tel: links and JSON-LD. */
  phone: string;
  /** As people read it. */
  phoneDisplay: string;
  sample: boolean;
}

export interface Leader {
  name: string;
  title: string;
  bio: string;
  sample: boolean;
}

export interface ContactChannel {
  /** schema.org contactType: "sales", "customer support". */
  type: "sales" | "customer support";
  label: string;
  email: string;
  phone: string;
  phoneDisplay: string;
  hours: string;
  sample: boolean;
}

export interface CompanyProfile {
  offices: Office[];
  leaders: Leader[];
  channels: ContactChannel[];
}
