import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLocalizedPath, useMessages } from "~/hooks/messages";

/**
 * The spec's Page Not Found screen (R-ROUTES): title, code 404 and a Home button. Catalogue and
 * unknown paths add "did you mean" and the search box (catalogue/NotFoundPage.tsx) as children;
 * the root's boundary shows it bare, so every page's first load carries only this.
 */
export function NotFound({ children }: { children?: ReactNode }) {
  const t = useMessages();
  const localized = useLocalizedPath();
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <p className="error-code">404</p>
      <h1 id="not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      {children}
      <Link className="button" to={localized("/")} prefetch="intent">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
