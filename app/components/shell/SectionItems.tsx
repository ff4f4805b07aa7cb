import { SECTIONS, sectionHref } from "./navItems";
import { useSectionLink } from "./useSectionNav";

/**
 * The home page's sections as list items (the header's bar, the collapsed menu and the footer
 * list them all); `onGo` runs when one is followed (the menu closes itself).
 */
export function SectionItems({ className, onGo }: { className?: string; onGo?: () => void }) {
  const onSection = useSectionLink(onGo);
  return SECTIONS.map((s) => (
    <li key={s.anchor}>
      <a className={className} href={sectionHref(s.anchor)} onClick={onSection(s.anchor)}>
        {s.title}
      </a>
    </li>
  ));
}
