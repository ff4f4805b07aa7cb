import type { CSSProperties, ReactNode } from "react";

/**
 * Charts drawn in the server's HTML (no chart library in any bundle). Each is decorative for
 * assistive technology (aria-hidden) and comes with a table holding the same figures, which a
 * screen reader reads instead (decision record 0044). The bar chart is HTML and CSS rather than
 * SVG: its labels are text that wraps at any width, so a family's name is never cut ("ntral
 * Banking" at 390 px when the labels were drawn into a scaled SVG).
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

const share = (value: number, max: number) => `${Math.min(100, (value / max) * 100).toFixed(2)}%`;

/** Horizontal bars, one per row, scaled to the largest value (or target). */
export function BarChart({ title, bars, caption }: { title: string; bars: Bar[]; caption: ReactNode }) {
  const max = Math.max(1, ...bars.map((b) => Math.max(b.value, b.target ?? 0)));
  return (
    <figure className="insights-chart">
      <div className="hbar-chart" aria-hidden="true">
        {bars.map((b) => (
          <div key={b.label} className="hbar-row">
            <span className="hbar-label">{b.label}</span>
            <span className="hbar-track">
              <span
                className={b.over ? "hbar hbar--over" : "hbar"}
                style={{ width: b.value > 0 ? `max(2px, ${share(b.value, max)})` : "0" } as CSSProperties}
              />
              {b.target !== undefined ? <span className="hbar-target" style={{ left: share(b.target, max) } as CSSProperties} /> : null}
            </span>
            <span className="hbar-value">{b.text ?? b.value.toLocaleString("en")}</span>
          </div>
        ))}
      </div>
      <figcaption>{caption}</figcaption>
      <span className="visually-hidden">{title}</span>
    </figure>
  );
}

const WIDTH = 480;

/**
 * Columns over time (one per day). The scale ("92 page views on the busiest day") is said above
 * the plot and the first and last day below it, in the page's text, never drawn over the bars.
 */
export function DailyChart({ points }: { points: Array<{ day: string; views: number }> }) {
  const max = Math.max(1, ...points.map((p) => p.views));
  const height = 140;
  const gap = points.length > 60 ? 0 : 2;
  const w = WIDTH / Math.max(1, points.length);
  return (
    <div className="insights-daily-chart" aria-hidden="true">
      <p className="insights-daily-scale">
        Tallest bar: {max.toLocaleString("en")} page {max === 1 ? "view" : "views"} in a day
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" focusable="false" className="insights-daily" preserveAspectRatio="none">
        <line x1="0" x2={WIDTH} y1={height} y2={height} className="insights-axis" />
        {points.map((p, i) => {
          const h = (p.views / max) * height;
          return <rect key={p.day} x={i * w + gap / 2} y={height - h} width={Math.max(1, w - gap)} height={h} className="insights-bar" />;
        })}
      </svg>
      <p className="insights-daily-days">
        <span>{points[0]?.day}</span>
        <span>{points.at(-1)?.day}</span>
      </p>
    </div>
  );
}
