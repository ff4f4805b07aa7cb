import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ScreenTitle } from "~/components/admin/AdminScreen";
import { privatePageMeta } from "~/hooks/rootData";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { webhookGuideHtml } from "~/server/admin/webhookGuide.server";

/**
 * /admin/integrations/help: the webhook guide (events, signatures, retries, a receiver, a lead's
 * fields in HubSpot and Salesforce) for the admin connecting a CRM, in the staff area rather than
 * a repository path they cannot open. The text is the one docs/webhooks.md holds
 * (app/lib/webhooks/webhookGuide.ts), rendered by the blog's Markdown code on the server.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "How webhooks work");

export const loader = /* @__PURE__ */ staffLoader("webhooks:manage", async () => ({ html: webhookGuideHtml() }));

export default function WebhookGuide() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="webhook-guide-title" className="webhook-guide">
      <p>
        <Link to="/admin/integrations">← Back to Integrations</Link>
      </p>
      <ScreenTitle id="webhook-guide-title" title="How webhooks work" />
      <p>
        The site sends signed webhooks, as the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a> specification says, to the endpoints added on{" "}
        <Link to="/admin/integrations">Integrations</Link>. This is what a receiver gets and how to check it.
      </p>
      {/* The guide's Markdown, rendered and escaped on the server (markdown.server.ts): no raw HTML passes. */}
      <div className="webhook-guide-body" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
