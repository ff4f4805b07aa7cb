/** The fields of a contact request, each valid for the contact form's schema (app/lib/contact/schema.ts). */
export const CONTACT_FIELDS = {
  ContactType: "Request a Demo",
  Products: "General Ledger",
  Name: "Ada Lovelace",
  CompanyName: "Analytical Engines Ltd",
  Email: "ada@example.com",
  Phone: "+44 20 7946 0000",
  Address: "12 Example Street",
  Country: "United Kingdom",
  ContactMade: "Referral",
  Comments: "Interested in a demo next month.",
};
