import type { ScreenData } from "~/catalogue/screens";

/**
 * A drawing of a product's own screen, as inline SVG: its title bar with the product's
 * name and the view, three figure tiles, a trend line and the columns of its main list over rows
 * sketched as bars. One component for all 74 products and 6 groups, rendered to a string on the
 * server (productScreen.server.ts), so it costs the page no script. Everything in it is data:
 * two products with different data never share a picture.
 */
export function ProductScreen({ name, screen, label }: { name: string; screen: ScreenData; label: string }) {
  const seed = hash(`${name}|${screen.view}`);
  const columns = screen.columns.slice(0, 5);
  const colWidth = 560 / columns.length;
  const points = trend(seed);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 640 400"
      width="640"
      height="400"
      role="img"
      aria-label={label}
      fontFamily="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif"
    >
      <rect width="640" height="400" rx="16" fill="#eef3f9" />
      <rect x="20" y="20" width="600" height="360" rx="10" fill="#fff" stroke="#d5dde6" />
      <path d="M20 30a10 10 0 0 1 10-10h580a10 10 0 0 1 10 10v18H20z" fill="#0b4f8a" />
      <circle cx="36" cy="34" r="4" fill="#ff8a7a" />
      <circle cx="50" cy="34" r="4" fill="#ffd36b" />
      <circle cx="64" cy="34" r="4" fill="#7fd6a0" />
      <text x="84" y="38" fontSize="11" fontWeight="600" fill="#fff">
        {`Meridian · ${name} · ${screen.view}`}
      </text>
      <text x="40" y="80" fontSize="16" fontWeight="700" fill="#0f1a2a">
        {name}
      </text>
      <text x="40" y="96" fontSize="9.5" fill="#4a5666">
        {screen.view}
      </text>
      <polyline points={points} fill="none" stroke="#0f7b8a" strokeWidth="2" strokeLinejoin="round" />
      {screen.figures.slice(0, 3).map(([label, value], i) => (
        <g key={label} transform={`translate(${40 + i * 190} 110)`}>
          <rect width="180" height="60" rx="6" fill="#fff" stroke="#d5dde6" />
          <text x="12" y="20" fontSize="9.5" fill="#4a5666">
            {label}
          </text>
          <text x="12" y="45" fontSize="17" fontWeight="700" fill="#0b4f8a">
            {value}
          </text>
        </g>
      ))}
      <rect x="40" y="188" width="560" height="24" fill="#e8f0f8" />
      {columns.map((column, i) => (
        <text
          key={column}
          x={i === 0 ? 48 : 40 + (i + 1) * colWidth - 8}
          y="204"
          fontSize="9.5"
          fontWeight="700"
          fill="#0b4f8a"
          textAnchor={i === 0 ? "start" : "end"}
        >
          {column}
        </text>
      ))}
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row} transform={`translate(0 ${212 + row * 30})`}>
          <line x1="40" x2="600" y1="30" y2="30" stroke="#e3e9f0" />
          {columns.map((column, i) => {
            const width = 24 + ((seed >> (row + i * 3)) & 31) + (i === 0 ? 40 : 0);
            const w = Math.min(width, colWidth - 20);
            return (
              <rect key={column} x={i === 0 ? 48 : 40 + (i + 1) * colWidth - 8 - w} y="11" width={w} height="8" rx="4" fill={i === 0 ? "#c5d3e2" : "#dde5ee"} />
            );
          })}
        </g>
      ))}
    </svg>
  );
}

/** A small, stable number from the text: the picture's rows and trend differ from product to product. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Eight points of a trend line in the header's right-hand corner. */
function trend(seed: number): string {
  return Array.from({ length: 8 }, (_, i) => `${440 + i * 22},${92 - ((seed >> (i * 3)) & 7) * 3 - i * 2}`).join(" ");
}
