import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TranslationEditor } from "~/components/admin/TranslationEditor";
import { rootDataFromMatches } from "~/hooks/rootData";
import { getMeta } from "~/lib/meta";
import { withRetryAfter } from "~/lib/cache";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { translationScreenAction, translationScreenData } from "~/server/translations/translationScreen.server";

/** /admin/blog/:id/translations: the post's version in each of the public site's other languages (decision record 0054). */
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d ? `Translations: ${d.name}` : "Translations" }),
  { name: "robots", content: "noindex" },
];

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const loader = /* @__PURE__ */ staffLoader("blog:manage", (args) => translationScreenData("post", args));

export const action = /* @__PURE__ */ staffAction("blog:manage", (args) => translationScreenAction("post", args));

export default function PostTranslations() {
  return <TranslationEditor data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
