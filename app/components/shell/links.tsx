import type { ReactNode } from "react";
import { preloadOverlay } from "./lazyOverlays";
import { sectionHref } from "./navItems";
import { onPlainClick } from "./scroll";
import { useUi } from "~/hooks/uiContext";
import { contactHref, type ContactPreset } from "~/lib/shellUi";
import { useSectionLink } from "./useSectionNav";
import { useLocalizedPath } from "~/hooks/messages";

interface LinkProps {
  className?: string;
  children: ReactNode;
}

/** A link to the contact form: the /contact page without JavaScript, the contact overlay with it. */
export function ContactLink({ preset = { kind: "default" }, className, children }: LinkProps & { preset?: ContactPreset }) {
  const ui = useUi();
  const onClick = onPlainClick(() => ui.openContact(preset));
  const localized = useLocalizedPath();
  return (
    <a
      href={localized(contactHref(preset))}
      className={className}
      onClick={onClick}
      onMouseEnter={() => preloadOverlay("contact")}
      onFocus={() => preloadOverlay("contact")}
    >
      {children}
    </a>
  );
}

/** A link to a home-page section that scrolls there (going to '/' first from other pages). */
export function SectionLink({ anchor, className, children }: LinkProps & { anchor: string }) {
  const onSection = useSectionLink();
  const localized = useLocalizedPath();
  return (
    <a href={localized(sectionHref(anchor))} className={className} onClick={onSection(anchor)}>
      {children}
    </a>
  );
}
