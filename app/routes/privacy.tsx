import type { MetaFunction } from "@remix-run/cloudflare";
import { PrivacyPolicy } from "~/components/shell/PrivacyPolicy";
import { publicPageHeaders } from "~/lib/cache";
import { publicPageMeta } from "~/hooks/rootData";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  return publicPageMeta(matches, {
    title: "Privacy Policy",
    description: "What this site collects through its contact form and sign-in, why, for how long, and your rights.",
    path: "/privacy",
  });
};

/** The privacy policy as a page: where the footer link leads without JavaScript, and a shareable URL. */
export default function PrivacyPage() {
  return (
    <div className="container page page--narrow">
      <PrivacyPolicy level={1} titleId="privacy-title" />
    </div>
  );
}
