import type { TrustSectionId } from "../app/lib/trust/trustFacts";

/**
 * The trust centre's sample facts (scripts/seed.ts, seedTrustFacts). What this website itself
 * does is stated as fact (the code shows it: headers, second factor, password hashing, audit
 * log, hosting on Cloudflare). What only the company can know (its certifications, where its
 * clients' systems run, its uptime, its processes) is marked "To be confirmed" and claims
 * nothing: a vendor replaces it in /admin/trust-centre and dates the review.
 */
export const TRUST_FACT_SAMPLES: readonly { id: string; section: TrustSectionId; title: string; body: string; position: number }[] = [
  {
    id: "00000000-0000-4000-8000-000000000101",
    section: "security",
    title: "This website",
    position: 0,
    body: `Every page is served over HTTPS with HTTP Strict Transport Security, a Content Security Policy that allows no script without the response's nonce, and headers that forbid framing and sniffing.

Staff sign in with a passkey, or with a password and a second factor (an authenticator app); passwords are stored as salted PBKDF2-SHA256 hashes and authenticator secrets are encrypted at rest. Staff sessions can be revoked at once, and every staff change (users, posts, sales requests, these facts) is written to an append-only audit log in the same transaction as the change.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000102",
    section: "security",
    title: "Our products and company",
    position: 1,
    body: `To be confirmed: how Meridian develops, tests and ships its products (secure development practice, code review, dependency and vulnerability management, penetration tests and their frequency), and who in the company is responsible for security.

Until this text is confirmed it claims nothing. Ask your account manager for our current security questionnaire answers.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000103",
    section: "privacy",
    title: "What this site collects",
    position: 0,
    body: `The contact and demo-request forms store what you type (name, institution, e-mail, telephone, message) so our sales team can answer you; brochure downloads are recorded the same way. The site sets no advertising or analytics cookies; sign-in cookies exist only for staff and demo users. The Privacy Policy (/privacy) says how long we keep it and how to ask us to delete it.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000104",
    section: "privacy",
    title: "Client data in our products",
    position: 1,
    body: `To be confirmed: the data-processing terms we offer clients, the sub-processors involved, and how client data is returned or deleted when a contract ends.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000105",
    section: "compliance",
    title: "Certifications and audits",
    position: 0,
    body: `To be confirmed. We list no certification, attestation or audit report here until it has been confirmed and can be shared with clients under NDA; none is claimed by this sample text.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000106",
    section: "compliance",
    title: "Regulatory support for our clients",
    position: 1,
    body: `To be confirmed: which regulatory reports and examinations our products support (for example, call reports or central-bank returns), by product.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000107",
    section: "hosting",
    title: "Where this website runs",
    position: 0,
    body: `This website runs on Cloudflare Pages; its database (contact requests, news, staff accounts) is Cloudflare D1 and its files are in Cloudflare R2.

To be confirmed: the region the website's database is placed in.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000108",
    section: "hosting",
    title: "Where our products run",
    position: 1,
    body: `To be confirmed: whether clients run our systems on their own premises, in our hosted service, or both, and in which countries hosted client data is kept.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000109",
    section: "availability",
    title: "Service levels",
    position: 0,
    body: `To be confirmed: the availability we commit to for hosted services, how it is measured, maintenance windows, and where incidents are announced. No figure is stated until it is confirmed.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000110",
    section: "availability",
    title: "Disaster recovery",
    position: 1,
    body: `Disaster recovery is offered as a module option for our systems (see Module Options). To be confirmed: recovery time and recovery point objectives, and how often recovery is tested.`,
  },
  {
    id: "00000000-0000-4000-8000-000000000111",
    section: "disclosure",
    title: "Reporting a vulnerability",
    position: 0,
    body: `If you believe you have found a security problem in this website or one of our products, write to the security contact named in /.well-known/security.txt. Tell us what you found and how to reproduce it; do not access, change or keep data that is not yours, and give us reasonable time to fix it before you publish.

We will acknowledge your report and tell you what we are doing about it. To be confirmed: our response times and whether we offer a bounty.`,
  },
];

/** The day this sample text was written: what the page shows as "last reviewed" until staff review it. */
export const TRUST_FACTS_WRITTEN_ON = "2026-11-25";
