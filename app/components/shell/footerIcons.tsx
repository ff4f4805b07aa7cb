import { Icon, type P } from "./icons";

// Only the footer shows these: they travel with its code, not the first load (decision record 0053).

export const ArrowUpIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

/**
 * A social network's mark: a CSS mask (app/styles/shell.css, .social-icon--<network>), so its
 * paths are not in the page's script. Unknown networks get a plain circle.
 */
export const SocialIcon = ({ name }: { name: string }) => <span className={`social-icon social-icon--${name.toLowerCase()}`} aria-hidden="true" />;
