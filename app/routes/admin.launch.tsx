import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ColumnHeads, ScreenTitle } from "~/components/admin/AdminScreen";
import { privatePageMeta } from "~/hooks/rootData";
import { requireStaff } from "~/server/auth/guards.server";
import { gatherLaunchItems } from "~/server/launch/launchChecks.server";
import { requestNow } from "~/server/platform/clock.server";
import { translationStatuses } from "~/server/i18n/translationLaunch.server";

/**
 * /admin/launch: the go-live checklist (decision record 0038), what still stands between the site
 * and a bank's buyer, each item with a link to the screen that fixes it. Every staff member may
 * read it (an editor fixes stories and posts; the rest is the admins'); it changes nothing itself.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Before launch");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env);
  const [items, translations] = await Promise.all([gatherLaunchItems(context.env, requestNow(request, context.env)), translationStatuses(context.env.ASSETS)]);
  const areas = [...new Set(items.map((i) => i.area))].map((area) => ({ area, items: items.filter((i) => i.area === area) }));
  return { total: items.length, areas, translations, isAdmin: user.role === "admin" };
}

const STATUS = { awaiting: "Awaiting review", reviewed: "Reviewed", unreadable: "Cannot be read (shows English)" } as const;

const slug = (area: string) => `launch-${area.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function AdminLaunch() {
  const { total, areas, translations, isAdmin } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="launch-title">
      <ScreenTitle id="launch-title" title="Before launch" />
      <p>
        {total === 0
          ? "Nothing on this list stands between the site and going live."
          : `${total} ${total === 1 ? "thing stands" : "things stand"} between the site and going live. Each goes from this list once it is fixed.`}
        {isAdmin ? null : " Some fixes are for an admin: the links say where."}
      </p>
      {areas.map(({ area, items }) => (
        <section key={area} aria-labelledby={slug(area)} className="launch-area">
          <h2 id={slug(area)}>
            {area} <span className="launch-count">({items.length})</span>
          </h2>
          <ul className="launch-list">
            {items.map((item) => (
              <li key={`${item.label}|${item.fixHref}`}>
                <span>{item.label}</span>{" "}
                <Link to={item.fixHref} className="button button-small button-secondary" aria-label={`Fix: ${item.label}`}>
                  Fix
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="translations" className="launch-area">
        <h2 id="translations">How a translation is confirmed</h2>
        <p>
          The Spanish, French, Portuguese and Arabic pages read their words from files under <code>public/i18n/&lt;language&gt;/</code>, each marked{" "}
          <code>&quot;review&quot;: &quot;awaiting&quot;</code> until a translator has read it (the catalogue&apos;s folder is marked in its{" "}
          <code>names.json</code>; run <code>npm run i18n:search</code> after changing it). Once they have (and their corrections are in), change it to{" "}
          <code>&quot;reviewed&quot;</code> in the repository; the next deploy takes it off this list.
        </p>
        {translations.map(({ language, files }) => (
          <table key={language} className="audit-table launch-translations">
            <caption>{language}</caption>
            <ColumnHeads columns={["File", "Words", "Review"]} />
            <tbody>
              {files.map((f) => (
                <tr key={f.file}>
                  <td>
                    <code>{f.file}</code>
                  </td>
                  <td>{f.what}</td>
                  <td>{STATUS[f.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
      <section aria-labelledby="configuration" className="launch-area">
        <h2 id="configuration">Where settings are changed</h2>
        <p>
          The site&apos;s settings are not changed here: they belong to the deployment. In Cloudflare Pages, set them per environment in{" "}
          <code>wrangler.toml</code> (<code>[env.production.vars]</code>: <code>APP_ENV = &quot;production&quot;</code>, <code>SITE_URL</code> as the
          site&apos;s https address, <code>SALES_EMAIL</code> on your own domain, which also names security.txt&apos;s contact) and the secrets with{" "}
          <code>wrangler pages secret put</code> (<code>EMAIL_TRANSPORT=resend</code> and <code>EMAIL_PROVIDER_KEY</code>). Each admin adds a passkey or a
          second factor from their own profile.
        </p>
      </section>
    </section>
  );
}
