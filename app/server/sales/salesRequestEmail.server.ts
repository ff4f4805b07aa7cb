import type { ContactRequest } from "../../lib/contact/schema";

/** The plain-text e-mail that tells sales about a new request: every field, labelled. */
export function salesRequestEmail(request: ContactRequest & { id: string; createdAt: string }, siteTitle: string): { subject: string; text: string } {
  const kind = request.ContactType || "Contact request";
  const subject = `[${siteTitle}] ${kind}: ${request.Products} (${request.CompanyName})`.slice(0, 300);
  const value = (v: string) => v || "(not given)";
  const block = (v: string) =>
    v
      ? v
          .split("\n")
          .map((line) => `  ${line}`)
          .join("\n")
      : "  (not given)";
  const text = [
    `A new sales request arrived through the ${siteTitle} website.`,
    "",
    `Contact Type: ${value(request.ContactType)}`,
    `Products: ${request.Products}`,
    `Name: ${request.Name}`,
    `Company Name: ${request.CompanyName}`,
    `Email: ${request.Email}`,
    `Phone: ${request.Phone}`,
    "Address:",
    block(request.Address),
    `Country: ${value(request.Country)}`,
    `How They Found Us: ${value(request.ContactMade)}`,
    "Comments:",
    block(request.Comments),
    "",
    `Reply to this message to answer ${request.Name} directly.`,
    `Request id: ${request.id}`,
    `Received: ${request.createdAt}`,
  ].join("\n");
  return { subject, text };
}
