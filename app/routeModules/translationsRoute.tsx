import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TranslationEditor } from "~/components/admin/TranslationEditor";
import { rootDataFromMatches } from "~/hooks/rootData";
import { getMeta } from "~/lib/meta";
import { withRetryAfter } from "~/lib/cache";
import type { TranslationsAction, TranslationsLoader } from "./translationsLoader.server";

/*
 * The route module of every record's "Translations" screen (/admin/blog/:id/translations and its
 * siblings, decision record 0054): the page, its title and its headers. Each route file adds its
 * loader and action (translationsLoader.server.ts) with the record's kind and permission.
 */
export const meta: MetaFunction<TranslationsLoader> = ({ data: d, matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: d ? `Translations: ${d.name}` : "Translations" }),
  { name: "robots", content: "noindex" },
];

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export default function Translations() {
  return <TranslationEditor data={useLoaderData<TranslationsLoader>()} result={useActionData<TranslationsAction>()} />;
}
