import type { ReactNode } from "react";

/**
 * Charts drawn as SVG in the server's HTML (no chart library in any bundle). Each is decorative
 * for assistive technology (aria-hidden) and comes with a table holding the same figures, which a
 * screen reader reads instead (decision record 0044).
 */
export interface Bar {
  label: string;
  value: number;
  /** Shown instead of the value (a formatted duration). */
  text?: string;
  /** A line across the bar's row at this value (a target). */
  target?: number;
  /** Past its target: drawn in the warning colour. */
  over?: boolean;
}

const ROW = 26;
const LABEL_WIDTH = 130;
const WIDTH = 480;

/** Horizontal bars, one per row, scaled to the largest value (or target). */
export function BarChart({ title, bars, caption }: { title: string; bars: Bar[]; caption: ReactNode }) {
  const max = Math.max(1, ...bars.map((b) => Math.max(b.value, b.target ?? 0)));
  const plot = WIDTH - LABEL_WIDTH - 70;
  const height = Math.max(ROW, bars.length * ROW) + 4;
  return (
    <figure className="insights-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-hidden="true" focusable="false" preserveAspectRatio="xMinYMin meet">
        {bars.map((b, i) => {
          const y = i * ROW + 2;
          const w = Math.max(b.value > 0 ? 2 : 0, (b.value / max) * plot);
          return (
            <g key={b.label}>
              <text x={LABEL_WIDTH - 8} y={y + 17} textAnchor="end" className="insights-chart-label">
                {b.label.length > 16 ? `${b.label.slice(0, 15)}…` : b.label}
              </text>
              <rect x={LABEL_WIDTH} y={y + 4} width={w} height={ROW - 8} rx="2" className={b.over ? "insights-bar insights-bar--over" : "insights-bar"} />
              {b.target !== undefined ? (
                <line x1={LABEL_WIDTH + (b.target / max) * plot} x2={LABEL_WIDTH + (b.target / max) * plot} y1={y} y2={y + ROW} className="insights-target" />
              ) : null}
              <text x={LABEL_WIDTH + w + 6} y={y + 17} className="insights-chart-value">
                {b.text ?? b.value.toLocaleString("en")}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
      <span className="visually-hidden">{title}</span>
    </figure>
  );
}

/** Columns over time (one per day), with the first and last day named below. */
export function DailyChart({ points }: { points: Array<{ day: string; views: number }> }) {
  const max = Math.max(1, ...points.map((p) => p.views));
  const height = 140;
  const gap = points.length > 60 ? 0 : 2;
  const w = WIDTH / Math.max(1, points.length);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height + 20}`} width="100%" aria-hidden="true" focusable="false" className="insights-daily">
      <line x1="0" x2={WIDTH} y1={height} y2={height} className="insights-axis" />
      {points.map((p, i) => {
        const h = (p.views / max) * (height - 16);
        return <rect key={p.day} x={i * w + gap / 2} y={height - h} width={Math.max(1, w - gap)} height={h} className="insights-bar" />;
      })}
      <text x="0" y={height + 16} className="insights-chart-label">
        {points[0]?.day}
      </text>
      <text x={WIDTH} y={height + 16} textAnchor="end" className="insights-chart-label">
        {points.at(-1)?.day}
      </text>
      <text x="0" y="12" className="insights-chart-label">
        {max.toLocaleString("en")} a day at most
      </text>
    </svg>
  );
}
