/**
 * The company page's sample entries (scripts/seed.ts, seedCompany; decision record 0039), each
 * tagged sample: the telephone numbers are in ranges kept for fiction (North America's 555-01xx,
 * the UK's 020 7946 0xxx), the addresses are placeholders and the people are not real. A vendor
 * replaces them at /admin/company; a production database never gets them.
 */
export const COMPANY_OFFICE_SAMPLES = [
  {
    id: "00000000-0000-4000-8000-000000000201",
    city: "New York",
    role: "Head office",
    street: "100 Example Plaza, 20th floor",
    locality: "New York",
    region: "NY",
    postalCode: "10005",
    country: "US",
    countryName: "United States",
    telephone: "+1 212 555 0142",
  },
  {
    id: "00000000-0000-4000-8000-000000000202",
    city: "London",
    role: "Europe, Middle East and Africa",
    street: "1 Sample Street",
    locality: "London",
    region: "",
    postalCode: "EC2V 0XX",
    country: "GB",
    countryName: "United Kingdom",
    telephone: "+44 20 7946 0321",
  },
  {
    id: "00000000-0000-4000-8000-000000000203",
    city: "Toronto",
    role: "Client support centre",
    street: "200 Placeholder Avenue, Suite 400",
    locality: "Toronto",
    region: "ON",
    postalCode: "M5H 0A0",
    country: "CA",
    countryName: "Canada",
    telephone: "+1 416 555 0187",
  },
] as const;

export const COMPANY_LEADER_SAMPLES = [
  { id: "00000000-0000-4000-8000-000000000211", name: "Jordan Ellis", title: "Chief Executive Officer", bio: "Leads the company and its product strategy." },
  {
    id: "00000000-0000-4000-8000-000000000212",
    name: "Priya Raman",
    title: "Chief Technology Officer",
    bio: "Responsible for engineering, security and hosting.",
  },
  {
    id: "00000000-0000-4000-8000-000000000213",
    name: "Samuel Okafor",
    title: "Head of Client Services",
    bio: "Runs implementation, training and client support.",
  },
  {
    id: "00000000-0000-4000-8000-000000000214",
    name: "Claire Dubois",
    title: "Head of Sales",
    bio: "Works with banks, central banks and investment firms on new systems.",
  },
] as const;

/** The e-mail addresses follow the site's configured sales address (its domain for support). */
export const companyChannelSamples = (salesEmail: string) => {
  const domain = salesEmail.split("@")[1] ?? "example.com";
  return [
    {
      id: "00000000-0000-4000-8000-000000000221",
      contactType: "sales",
      label: "Sales",
      email: salesEmail,
      telephone: "+1 212 555 0142",
      hours: "Monday to Friday, 9:00–17:00 Eastern",
    },
    {
      id: "00000000-0000-4000-8000-000000000222",
      contactType: "customer support",
      label: "Client support",
      email: `support@${domain}`,
      telephone: "+1 416 555 0187",
      hours: "Monday to Friday, 8:00–20:00 Eastern; around the clock for outages",
    },
  ] as const;
};
