/**
 * The guide to the site's webhooks, for whoever connects a CRM: the events, how a delivery is
 * signed and retried, a receiver, and how a lead maps onto HubSpot and Salesforce. One text for two
 * readers: /admin/integrations/help renders it for staff, and docs/webhooks.md holds it word for
 * word for developers (tests/unit/lib/webhookGuide.test.ts checks they agree). Markdown, kept here
 * as a string because the Worker has no file system to read the docs from.
 */
export const WEBHOOK_GUIDE = `## Events

| type                    | when                                                                 | \`data\`                                                                                 |
| ----------------------- | -------------------------------------------------------------------- | -------------------------------------------------------------------------------------- |
| \`sales_request.created\` | every contact-form, API, brochure or demo request                    | \`id, contactType, products, name, company, email, phone, address, country, contactMade, comments, language, status, createdAt, inboxUrl\` |
| \`sales_request.updated\` | a request's status or assignee changes                               | \`id, status, previousStatus, assigneeId, previousAssigneeId, changed, updatedAt\`       |
| \`brochure.downloaded\`   | a visitor downloads a product brochure (also a \`sales_request.created\`) | \`salesRequestId, productId, product, file, name, company, email, language\`            |
| \`demo.requested\`        | a prospect asks to talk to sales from the demo player (also a \`sales_request.created\`) | \`salesRequestId, demoUserId, demoUsername, name, company, email, productId, product, videoId, video\` |
| \`webhook.test\`          | an administrator presses "Send a test event" (sent to that endpoint only, whatever it subscribes to) | \`endpointId, message\`                                                                   |

The body is \`{ "type": "...", "timestamp": "<ISO time>", "data": { ... } }\`.

A lead's \`language\` is the one the prospect wrote in: \`en\`, \`es\`, \`fr\`, \`pt\` or \`ar\`, the language
of the page the form was on (\`/es/contact\` is \`es\`), or the \`language\` an API client sent (English
when it sent none). Their acknowledgement e-mail went out in it; answer in it too.

## Delivery

- Headers: \`webhook-id\` (\`msg_…\`, the same on every attempt), \`webhook-timestamp\` (Unix seconds),
  \`webhook-signature\` (\`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">\`, keyed with the bytes
  of the base64 after \`whsec_\`). For 24 hours after a rotation two signatures are sent, separated by a
  space: accept the message when either verifies.
- Any 2xx is success. Anything else (including a redirect: redirects are not followed) is retried with
  exponential backoff and jitter (about 30 s, 1 min, 2 min, … at most 4 h apart) for up to 24 hours,
  then marked failed (shown on /admin/integrations and in \`/api/health\`'s \`checks.webhooks\`).
- **At least once**: a receiver may see a message twice. Skip repeats by \`webhook-id\`.
- Cloudflare Pages has no cron. A new lead is sent right after it is stored; a retry that falls due
  goes out at the next drain the site's traffic starts (at most once a minute). With no traffic, due
  deliveries wait: /admin/integrations and \`/api/health\` show them as overdue after 15 minutes.
- In production only \`https\` URLs to public hosts are accepted (no localhost, loopback, private or
  link-local addresses). Locally, \`http://127.0.0.1:…\` is allowed for a test receiver.

## A receiver (Node 20+, no dependency)

\`\`\`js
import { createServer } from "node:http";
import { createHmac, timingSafeEqual } from "node:crypto";

const SECRET = process.env.WEBHOOK_SECRET; // whsec_…
const key = Buffer.from(SECRET.slice("whsec_".length), "base64");
const seen = new Set(); // use your database in production

createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", async () => {
    const id = req.headers["webhook-id"], ts = req.headers["webhook-timestamp"];
    if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return res.writeHead(400).end("stale");
    const expected = createHmac("sha256", key).update(\`\${id}.\${ts}.\${body}\`).digest();
    const ok = String(req.headers["webhook-signature"]).split(" ").some((s) => {
      const sig = Buffer.from(s.replace(/^v1,/, ""), "base64");
      return sig.length === expected.length && timingSafeEqual(sig, expected);
    });
    if (!ok) return res.writeHead(401).end("bad signature");
    if (seen.has(id)) return res.writeHead(204).end(); // a repeat
    const event = JSON.parse(body);
    if (event.type === "sales_request.created") await createLead(toHubSpot(event.data));
    seen.add(id);
    res.writeHead(204).end();
  });
}).listen(8080);
\`\`\`

## Mapping a lead to your CRM

| payload \`data\`        | HubSpot contact property | Salesforce Lead field |
| --------------------- | ------------------------ | --------------------- |
| \`name\` (split on the last space) | \`firstname\`, \`lastname\` | \`FirstName\`, \`LastName\` (required) |
| \`company\`             | \`company\`                | \`Company\` (required)  |
| \`email\`               | \`email\`                  | \`Email\`               |
| \`phone\`               | \`phone\`                  | \`Phone\`               |
| \`address\`             | \`address\`                | \`Street\`              |
| \`country\`             | \`country\`                | \`Country\`             |
| \`products\`            | a custom property, e.g. \`meridian_products\` | \`Description\` or a custom field |
| \`comments\`            | \`message\`                | \`Description\`         |
| \`language\`            | \`hs_language\` (the contact's preferred language) | a custom field, e.g. \`Language__c\` |
| \`contactType\`         | \`hs_lead_status\` (e.g. \`NEW\`) or a custom property | \`LeadSource\` (e.g. \`Web – Request Info\`) |
| \`status\`              | \`hs_lead_status\`         | \`Status\` (\`Open - Not Contacted\`, …) |
| \`id\`                  | a custom property, e.g. \`meridian_request_id\` (to update it later) | \`External_Id__c\` (custom, External ID) for upserts |

\`\`\`js
const split = (name) => { const i = name.lastIndexOf(" "); return i < 0 ? ["", name] : [name.slice(0, i), name.slice(i + 1)]; };
const toHubSpot = (d) => { const [firstname, lastname] = split(d.name);
  return { properties: { firstname, lastname, company: d.company, email: d.email, phone: d.phone, country: d.country, message: d.comments, meridian_request_id: d.id } }; };
const toSalesforce = (d) => { const [FirstName, LastName] = split(d.name);
  return { FirstName, LastName, Company: d.company, Email: d.email, Phone: d.phone, Street: d.address, Country: d.country,
           LeadSource: \`Web – \${d.contactType}\`, Description: \`\${d.products}\\n\\n\${d.comments}\`, External_Id__c: d.id }; };
\`\`\`

\`sales_request.updated\` carries the request's \`id\`: look the lead up by the stored id and update its status.
`;
