import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PrivacyPolicy } from "~/components/shell/PrivacyPolicy";
import { publicPageHeaders } from "~/lib/cache";
import { publicPageMeta } from "~/hooks/rootData";
import { splitLanguage } from "~/lib/i18n/languages";
import { privacyWords } from "~/server/i18n/privacyWords.server";

export const headers = publicPageHeaders;

/** The policy in the page's language, resolved on the server: the page's script carries none of its words (decision record 0056). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = splitLanguage(new URL(request.url).pathname);
  return { words: await privacyWords(context.env.ASSETS, language) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  return publicPageMeta(matches, {
    title: data?.words["privacy.title"] ?? "Privacy Policy",
    description: data?.words["privacy.description"] ?? "",
    path: "/privacy",
  });
};

/** The privacy policy as a page: where the footer link leads without JavaScript, and a shareable URL. */
export default function PrivacyPage() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <div className="container page page--narrow">
      <PrivacyPolicy level={1} titleId="privacy-title" words={words} />
    </div>
  );
}
