import { stylesheets } from "~/lib/stylesheets";
import { type MetaFunction, data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { UploadForm } from "~/components/demo/UploadForm";
import { productOptionGroups } from "~/lib/demo/demoProducts";
import { privatePageMeta } from "~/hooks/rootData";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import demoStyles from "~/styles/demo.css";
import { withRetryAfter } from "~/lib/cache";

/** /admin/demo/content/new: upload a video or image and describe it (demo:manage). */
export const links = stylesheets(demoStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Upload Demo Content");

export const loader = /* @__PURE__ */ staffLoader("demo:manage", async () => ({ productGroups: productOptionGroups() }));

// Reached only when the browser posted the form itself (JavaScript off): files this large go in parts.
/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = /* @__PURE__ */ staffAction("demo:manage", async () =>
  data({ error: "Uploading demo content needs JavaScript: please enable it and try again." }, { status: 400 }),
);

export default function NewDemoContentPage() {
  const { productGroups } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-content-title">
      <h1 id="new-content-title">Upload Demo Content</h1>
      <noscript>
        <p className="form-error">Uploading demo content needs JavaScript: videos of several gigabytes are sent in parts.</p>
      </noscript>
      <ActionMessages flash={null} result={result} />
      <UploadForm productGroups={productGroups} />
    </section>
  );
}
