import { useLocation, useNavigate, useNavigationType } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { isHomePath, languageOfPath, localizedPath } from "~/lib/i18n/languages";
import { useLocalizedPath, useMessages } from "~/hooks/messages";
import { SECTIONS, sectionHref } from "./navItems";
import { onPlainClick, scrollToSection } from "./scroll";

interface SectionState {
  section?: unknown;
}

/**
 * Going to a home-page section: on '/' it scrolls there; from any other page it goes to '/'
 * first and scrolls once the home page is shown (R-HOME-SECTIONS, R-SEARCH "navigates to the root path,
 * then scrolls").
 */
export function useGoToSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (anchor: string) => {
      // Each language's home has the sections: a Spanish page goes to /es/.
      if (isHomePath(pathname)) void scrollToSection(anchor);
      else navigate(localizedPath("/", languageOfPath(pathname)), { state: { section: anchor } satisfies SectionState });
    },
    [pathname, navigate],
  );
}

/** onClick for a link to `/#anchor`: a plain click scrolls; modified clicks stay the browser's. */
export function useSectionLink(onSelect?: () => void) {
  const goToSection = useGoToSection();
  return useCallback(
    (anchor: string) =>
      onPlainClick(() => {
        onSelect?.();
        goToSection(anchor);
      }),
    [goToSection, onSelect],
  );
}

/**
 * The four section entries as list items, for the header, the footer and the menu. They sit with
 * the hook they use, in the chunk all three already load (a module of their own would be one more
 * file on every page's first load).
 */
export function SectionItems({ linkClass, onSelect }: { linkClass?: string; onSelect?: () => void }) {
  const onSection = useSectionLink(onSelect);
  const t = useMessages();
  const localized = useLocalizedPath();
  return SECTIONS.map((s) => (
    <li key={s.anchor}>
      <a className={linkClass} href={localized(sectionHref(s.anchor))} onClick={onSection(s.anchor)}>
        {t(`nav.${s.anchor}`)}
      </a>
    </li>
  ));
}

/** Runs in the shell: finishes a section trip that started on another page. */
export function usePendingSectionScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const section = (location.state as SectionState | null)?.section;
    // Back/forward restores the saved position instead of scrolling again.
    if (!isHomePath(location.pathname) || typeof section !== "string" || navigationType === "POP") return;
    void scrollToSection(section);
  }, [location, navigationType]);
}
