import { useLocation } from "@remix-run/react";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { BRAND } from "~/config/brand";
import { useRootData } from "~/hooks/rootData";
import { useMessages } from "~/hooks/messages";
import { isHomePath } from "~/lib/i18n/languages";
import { LanguageSuggestionSlot } from "./LanguageSuggestionSlot";
import { BrowserWarning } from "./BrowserWarning";
import { CollapsedMenu, ContactOverlay, LoginPane, Modal, PrivacyOverlay, SearchOverlay, preloadOverlay, preloadOverlaysWhenIdle } from "./lazyOverlays";
import { OverlayFrame } from "./OverlayFrame";
import { LoadingOverlay } from "./LoadingOverlay";
import { NotificationArea } from "./NotificationArea";
import { createNotificationStore } from "./notifications";
import { SiteHeader } from "./SiteHeader";
import { usePageProductId } from "./pageProduct";
import { UiContext } from "~/hooks/uiContext";
import { presetTitle, type ContactPreset, type ModalConfig, type UiApi } from "~/lib/shellUi";
import { SITE_ID } from "./siteId";
import { island } from "../islands";
import { usePendingSectionScroll } from "./useSectionNav";

/** The overlays that replace each other: opening one closes the other. */
type Overlay = "search" | "privacy" | "login" | "menu";

/** Header and footer are hidden on any URL containing 'admin' (R-SHELL). */
// The footer is below the fold on every page: its code is not in the first load (decision record 0053).
const SiteFooter = island(() => import("./SiteFooter").then((m) => m.SiteFooter));

const isAdminPath = (pathname: string) => pathname.includes("admin");

/**
 * The page shell around every route: browser warning, navigation, page, footer, overlays,
 * notifications and the loading overlay. It provides the UI contract (lib/shellUi.ts, through hooks/uiContext.ts).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { config, year, browserWarning } = useRootData();
  // The overlays' frames speak the page's language: the shell's words are in the root's data.
  const t = useMessages();
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [contact, setContact] = useState<ContactPreset | null>(null);
  const [modal, setModal] = useState<ModalConfig | null>(null);
  const [notifications] = useState(createNotificationStore);
  const admin = isAdminPath(location.pathname);
  // A language's home (/es/) is a home page too (decision record 0049).
  const sticky = !admin && !isHomePath(location.pathname);

  const ui = useMemo<UiApi>(
    () => ({
      openContact(preset = { kind: "default" }) {
        setOverlay(null);
        setContact(preset);
      },
      closeContact: () => setContact(null),
      openSearch: () => setOverlay("search"),
      openPrivacy: () => setOverlay("privacy"),
      openLogin: () => setOverlay("login"),
      notify: (options) => void notifications.show(options),
      dismissNotification: () => notifications.hide(),
      openModal: (config) => setModal(config),
    }),
    [notifications],
  );
  const closeOverlay = useCallback(() => setOverlay(null), []);
  const closeModal = useCallback(() => setModal(null), []);

  // Any navigation closes what is open over the page.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    setOverlay(null);
    setContact(null);
    setModal(null);
  }, [location.key]);

  // On a product page, the shell's Request a Demo (header and collapsed menu) carries the product.
  const productId = usePageProductId();
  usePendingSectionScroll();
  useEffect(() => preloadOverlaysWhenIdle(), []);
  useSearchShortcuts(ui.openSearch);
  useConnectionNotices(notifications);

  return (
    <UiContext.Provider value={ui}>
      <div id={SITE_ID} className="site">
        {browserWarning && <BrowserWarning content={browserWarning} />}
        {!admin && <LanguageSuggestionSlot />}
        <div ref={container} className={sticky ? "site-body site-body--sticky" : "site-body"}>
          {!admin && (
            <SiteHeader brand={BRAND.name} container={container} menuOpen={overlay === "menu"} onOpenMenu={() => setOverlay("menu")} productId={productId} />
          )}
          {/* The page and the footer (an island, decision record 0053) are Suspense boundaries in the server's HTML, so React hydrates them after the header, in renders and commits of their own (decision record 0050). */}
          <main id="main" tabIndex={-1}>
            <Suspense>{children}</Suspense>
          </main>
        </div>
        {!admin && <SiteFooter brand={BRAND.name} config={config} year={year} />}
      </div>

      {/* Each overlay has its own frame to show while its code arrives (a first open before the idle preload). */}
      {overlay === "search" && (
        <Suspense fallback={<OverlayFrame title={t("nav.search")} variant="search" onClose={closeOverlay} />}>
          <SearchOverlay onClose={closeOverlay} />
        </Suspense>
      )}
      {overlay === "privacy" && (
        <Suspense fallback={<OverlayFrame title={t("footer.privacy")} variant="centered" onClose={closeOverlay} />}>
          <PrivacyOverlay onClose={closeOverlay} />
        </Suspense>
      )}
      {overlay === "login" && (
        <Suspense fallback={<OverlayFrame title={t("nav.logIn")} variant="pane" onClose={closeOverlay} />}>
          <LoginPane onClose={closeOverlay} />
        </Suspense>
      )}
      {overlay === "menu" && (
        <Suspense fallback={<OverlayFrame title={t("nav.menu")} variant="pane" onClose={closeOverlay} />}>
          <CollapsedMenu onClose={closeOverlay} productId={productId} />
        </Suspense>
      )}
      {contact && (
        <Suspense fallback={<OverlayFrame title={t(presetTitle(contact))} variant="centered" onClose={ui.closeContact} />}>
          <ContactOverlay preset={contact} onClose={ui.closeContact} />
        </Suspense>
      )}
      <Suspense fallback={null}>{modal && <Modal config={modal} onClose={closeModal} />}</Suspense>
      <NotificationArea store={notifications} />
      <LoadingOverlay />
    </UiContext.Provider>
  );
}

/** '/' (outside text fields) and Ctrl/Cmd+K open the search overlay. */
function useSearchShortcuts(openSearch: () => void) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      const commandK = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "k";
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      if (!commandK && !slash) return;
      e.preventDefault();
      preloadOverlay("search");
      openSearch();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openSearch]);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset"].includes(target.type);
}

/** Tells the visitor when the connection drops (forms and pages cannot load) and when it returns. */
function useConnectionNotices(notifications: ReturnType<typeof createNotificationStore>) {
  useEffect(() => {
    let offlineNotice: number | null = null;
    const onOffline = () => {
      offlineNotice = notifications.show({
        type: "warning",
        message: "You are offline. Pages and forms will not load until your connection returns.",
        timer: 0,
        closeable: true,
      });
    };
    const onOnline = () => {
      if (offlineNotice !== null) notifications.hide(offlineNotice);
      offlineNotice = null;
      notifications.show({ type: "success", message: "You are back online." });
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, [notifications]);
}
