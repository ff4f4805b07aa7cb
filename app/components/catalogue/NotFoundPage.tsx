import { Form, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { PageLink } from "~/catalogue/nearest";
import { NotFound } from "~/components/NotFound";
import { ContactAction } from "./ContactAction";
import { LinkList } from "./LinkList";
import { LanguageSwitcher } from "~/components/shell/LanguageSwitcher";
import { useLocalizedPath, useMessages } from "~/hooks/messages";

/** What a 404 thrown by a catalogue or unknown path carries (routeModules/notFoundOrLegacy.server.ts). */
export interface NotFoundData {
  suggestions: PageLink[];
}

function suggestionsOf(error: unknown): PageLink[] {
  const suggestions = isRouteErrorResponse(error) ? (error.data as Partial<NotFoundData> | null)?.suggestions : undefined;
  return Array.isArray(suggestions) ? suggestions : [];
}

/**
 * The Page Not Found screen for a path nobody serves: "did you mean" links to the
 * catalogue pages nearest to it (computed by the server from the catalogue), the catalogue search
 * (the /search page, so it works without JavaScript) and a way to reach sales.
 */
export function NotFoundPage() {
  const suggestions = suggestionsOf(useRouteError());
  const t = useMessages();
  const localized = useLocalizedPath();
  return (
    <NotFound>
      {suggestions.length > 0 ? (
        <nav className="not-found-suggestions" aria-labelledby="not-found-suggest">
          <h2 id="not-found-suggest">{t("notFound.suggest")}</h2>
          <LinkList pages={suggestions} />
        </nav>
      ) : null}
      <Form method="get" action={localized("/search")} role="search" className="not-found-search">
        <label htmlFor="not-found-q">{t("notFound.searchLabel")}</label>
        <div className="not-found-search-row">
          <input id="not-found-q" type="search" name="q" maxLength={100} autoComplete="off" />
          <button type="submit" className="button button--secondary">
            {t("notFound.searchButton")}
          </button>
        </div>
      </Form>
      <p className="not-found-contact">
        {t("notFound.contactBefore")} <ContactAction preset={{ kind: "demo" }}>{t("notFound.contactLink")}</ContactAction> {t("notFound.contactAfter")}
      </p>
      <LanguageSwitcher toHome />
    </NotFound>
  );
}
