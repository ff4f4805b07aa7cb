import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import {
  useActionData,
  useLoaderData,
  useNavigate,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { ContactForm } from "~/components/contact/ContactForm";
import { ContactSuccess } from "~/components/contact/ContactSuccess";
import { reportOutcome } from "~/components/contact/submissionOutcome";
import type { ContactActionData } from "~/lib/contact/actionData";
import { presetFromSearch, presetValues } from "~/lib/contact/presets";
import { publicPageMeta } from "~/hooks/rootData";
import { sitePreview } from "~/lib/ogImages";
import { publicConfig } from "~/server/platform/env.server";
import { contactAction } from "~/server/sales/contactAction.server";
import { signFormToken } from "~/server/sales/formToken.server";
import { contactWords } from "~/server/i18n/translationFiles.server";
import { ENGLISH_CONTACT, ENGLISH_CONTACT_WORDS, contactWordsOf, say } from "~/lib/contact/contactWords";
import { languageOfPath, localizedPath } from "~/lib/i18n/languages";
import { useLanguage } from "~/hooks/messages";
import contactStyles from "~/styles/contact.css";

/**
 * /contact: the contact form as a page (what the overlay's links lead to without JavaScript,
 * e.g. /contact?preset=demo&product=general-ledger) and the action every contact form posts to.
 * The overlay also loads this route's data (a fresh signed timestamp) when it opens.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const words = data?.words ?? ENGLISH_CONTACT_WORDS;
  const tags = publicPageMeta(matches, {
    title: say(words, "title.default"),
    description: say(words, "page.description"),
    path: "/contact",
  });
  return [...tags, ...(data?.preview ?? [])];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = publicConfig(context.env);
  const url = new URL(request.url);
  const preset = presetFromSearch(url.searchParams);
  const language = languageOfPath(url.pathname);
  return data(
    {
      // The form's words in the page's language (decision record 0055), read from the static files;
      // none for English, whose words the form's code has (the overlay loads this data on every opening).
      words: language === "en" ? null : await contactWords(context.env.ASSETS, language),
      formToken: await signFormToken(context.env.SESSION_SECRET),
      clientId: crypto.randomUUID(),
      initialValues: presetValues(preset),
      // The site's card as the link preview (built here, so the page's JavaScript carries none of it).
      preview: sitePreview(config.siteUrl, config.siteTitle),
    },
    // Each render hands out its own form id and timestamp: no shared cache may keep it. Not
    // no-store: the back button should bring back the same form (same id), so resending it is a
    // retry the server recognises rather than a second request.
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

/**
 * Client-side loads pass through here: the overlay's fetcher (its timestamp) and navigations to
 * this page. A failed load (network down, a proxy's 500 page) would otherwise replace the page the
 * visitor is on with the error page. Instead the form opens without a timestamp; sending it then
 * gets the server's "expired" answer with a fresh timestamp, which the form reports.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch {
    return { formToken: undefined, clientId: undefined, initialValues: undefined, words: undefined };
  }
}

/** Document responses carry the loader's caching rule (and the action's Retry-After). */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
};

/**
 * After a submission the form must keep its id and timestamp: a new timestamp would make an
 * immediate resend look "too fast" to the spam check. Only a new URL (another preset) reloads.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;

export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction(request, context);
}

/**
 * Fetcher submissions pass through here. A thrown error (network down, a proxy's 500 page) would
 * otherwise go to the page's error boundary; instead every answer, good or bad, goes to the form
 * that sent it.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<ContactActionData> {
  const clientId = (await request.clone().formData()).get("clientId");
  let result: ContactActionData;
  try {
    result = (await serverAction<typeof action>()) as ContactActionData;
  } catch {
    // Aborted: a second submit of the same form replaced this one, and reports for both.
    if (request.signal.aborted) return { ok: false, status: 0, error: "Superseded" };
    result = { ok: false, status: 0, error: ENGLISH_CONTACT.networkError };
  }
  reportOutcome(typeof clientId === "string" ? clientId : null, result);
  return result;
}

export default function ContactPage() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof action>() as ContactActionData | undefined;
  const navigate = useNavigate();
  const language = useLanguage();
  // The server's words; English for a page whose data could not load (clientLoader's fallback).
  const words = loaderData.words ?? contactWordsOf(language, null);

  if (actionData?.ok) {
    return (
      <section className="contact-page">
        <ContactSuccess name={actionData.name} words={words} heading="h1" />
      </section>
    );
  }
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{say(words, "title.default")}</h1>
      <p>{say(words, "page.intro")}</p>
      <ContactForm
        // A new key after each post: the form remounts with what the server sent back.
        key={failed ? `failed-${failed.status}-${failed.values?.clientId ?? ""}` : "fresh"}
        clientId={failed?.values?.clientId ?? loaderData.clientId}
        formToken={failed?.formToken ?? loaderData.formToken}
        initialValues={failed?.values ?? loaderData.initialValues}
        initialErrors={failed?.fieldErrors}
        initialMessage={failed?.error}
        onClose={() => navigate(localizedPath("/", language))}
        headingLevel="h1"
        words={words}
      />
    </section>
  );
}
