import type { SVGProps } from "react";

/** Inline line icons (24 px grid, stroke follows the text colour). Decorative: hidden from AT. */
export function Icon({ children, size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export type P = SVGProps<SVGSVGElement> & { size?: number };

export const SearchIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const MenuIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const ThumbsUpIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.3a2 2 0 0 0 2-1.7l1.4-9a2 2 0 0 0-2-2.3H14z" />
    <path d="M7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3" />
  </Icon>
);

export const ErrorIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </Icon>
);

export const WarningIcon = (p: P) => (
  <Icon {...p}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </Icon>
);

export const InfoIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </Icon>
);

/** "Onward": mirrored right to left (.icon-directional, shell.css), the only icon that is (decision record 0049). */
export const ArrowRightIcon = (p: P) => (
  <Icon className="icon-directional" {...p}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </Icon>
);

export const SpinnerIcon = (p: P) => (
  <Icon className="spin" {...p}>
    <path d="M21 12a9 9 0 1 1-6.2-8.6" />
  </Icon>
);

/** The brand mark: a globe with its meridian. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
    <circle cx="16" cy="16" r="15" fill="currentColor" />
    <g fill="none" stroke="#fff" strokeWidth="1.6">
      <ellipse cx="16" cy="16" rx="6.5" ry="15" />
      <path d="M1 16h30M16 1v30" />
    </g>
  </svg>
);
