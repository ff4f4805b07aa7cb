import { type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ColumnHeads, figureColumns } from "~/components/admin/AdminScreen";
import { DayRangeFields } from "~/components/admin/DayRangeFields";
import { BarChart, DailyChart } from "~/components/admin/insights/Charts";
import { ErrorAlert } from "~/components/forms/ErrorAlert";
import { fieldErrorsOf } from "~/lib/formErrors";
import { privatePageMeta } from "~/hooks/rootData";
import { Fragment, createContext, useContext } from "react";
import { VITALS, VITAL_NAMES, formatVital, vitalTarget } from "~/lib/insights/vitals";
import { INSIGHTS_REPORTS, type InsightsReport } from "~/lib/insights/reports";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { loadInsights, type KeyCount } from "~/server/insights/insightsQueries.server";
import { rangeOf, rangeQuerySchema } from "~/server/insights/insightsRange.server";
import { requestNow } from "~/server/platform/clock.server";

/**
 * /admin/insights (insights:read): what visitors read, searched and asked for, and how fast the
 * pages were for them, from the beacons' daily aggregates (decision record 0044). The range is in
 * the query string (a GET form), so a view can be shared; days are UTC days.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Insights");

export const loader = /* @__PURE__ */ staffLoader("insights:read", async ({ request, env }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = rangeQuerySchema.safeParse(params);
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), query: params, insights: null, days: null }, { status: 400 });
  const range = rangeOf(parsed.data, requestNow(request, env).toISOString().slice(0, 10));
  return { errors: null, query: params, insights: await loadInsights(env.DB, range), days: range.days };
});

/** The screen's range as a query string, for the CSV links (each report's CSV takes the same range). */
const CsvRange = createContext("");

/** "CSV" beside a report's heading: that report alone, with its own named columns. */
function CsvLink({ report }: { report: InsightsReport }) {
  const query = new URLSearchParams(useContext(CsvRange));
  query.set("report", report);
  return (
    <a className="insights-csv" href={`/admin/insights.csv?${query}`} download aria-label={`Download “${INSIGHTS_REPORTS[report]}” as CSV`}>
      CSV
    </a>
  );
}

/** A report's heading with its CSV link. */
function ReportTitle({ id, report }: { id: string; report: InsightsReport }) {
  return (
    <div className="insights-report-title">
      <h2 id={id}>{INSIGHTS_REPORTS[report]}</h2>
      <CsvLink report={report} />
    </div>
  );
}

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : "—");

function KeyTable({
  id,
  report,
  rows,
  keyLabel,
  link,
}: {
  id: string;
  report: InsightsReport;
  rows: KeyCount[];
  keyLabel: string;
  link?: (key: string) => string;
}) {
  return (
    <section className="insights-block" aria-labelledby={id}>
      <ReportTitle id={id} report={report} />
      {rows.length ? (
        <table className="insights-table" aria-labelledby={id}>
          <ColumnHeads columns={[keyLabel, ...figureColumns("Count")]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <td className="insights-key">{link ? <Link to={link(r.key)}>{r.key || "(none)"}</Link> : r.key || "(none)"}</td>
                <td className="num">{r.count.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="insights-empty">Nothing in this range.</p>
      )}
    </section>
  );
}

export default function InsightsPage() {
  const { errors, query, insights, days } = useLoaderData<typeof loader>();
  const csvQuery = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][]).toString();
  return (
    <section aria-labelledby="insights-title" className="insights">
      <div className="admin-title-row">
        <h1 id="insights-title">Insights</h1>
        <a className="button button--secondary" href={`/admin/insights.csv${csvQuery ? `?${csvQuery}` : ""}`} download>
          Export all (CSV)
        </a>
      </div>
      <p>
        Counted without cookies or identifiers from visitors&apos; browsers (not from staff, crawlers, or browsers that ask not to be tracked), as daily totals
        in UTC days.
      </p>
      <nav aria-label="Range" className="insights-ranges">
        <Link to="?days=7" aria-current={days === "7" ? "page" : undefined} className="insights-range">
          Last 7 days
        </Link>
        <Link to="?days=28" aria-current={days === "28" ? "page" : undefined} className="insights-range">
          Last 28 days
        </Link>
      </nav>
      <Form method="get" className="insights-filters">
        <DayRangeFields idPrefix="insights" from={query.from ?? insights?.range.from ?? ""} to={query.to ?? insights?.range.to ?? ""} errors={errors} />
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <ErrorAlert>{errors ? <>Check the range: {Object.values(errors).join("; ")}</> : null}</ErrorAlert>
      {insights ? (
        <CsvRange.Provider value={csvQuery}>
          <Report insights={insights} />
        </CsvRange.Provider>
      ) : null}
    </section>
  );
}

/** A chart's numbers as a table, for screen readers: the chart beside it is drawn, not read. */
function ChartTable({ caption, columns, rows }: { caption: string; columns: [string, string]; rows: [string, number][] }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <ColumnHeads columns={columns} />
      <tbody>
        {rows.map(([label, n]) => (
          <tr key={label}>
            <td>{label}</td>
            <td>{n}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Report({ insights }: { insights: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["insights"]> }) {
  const { totals, range } = insights;
  return (
    <>
      <p className="insights-range-said">
        {range.from} to {range.to}
      </p>
      <dl className="insights-totals">
        {(
          [
            ["Page views", totals.pageViews],
            ["Product views", totals.productViews],
            ["Searches", totals.searches],
            ["Brochures", totals.brochures],
            ["Requests", totals.requests],
          ] as const
        ).map(([label, n]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{n.toLocaleString("en")}</dd>
          </div>
        ))}
      </dl>

      <section className="insights-block" aria-labelledby="insights-daily">
        <ReportTitle id="insights-daily" report="daily" />
        <DailyChart points={insights.daily} />
        <ChartTable caption="Page views per day" columns={["Day", "Page views"]} rows={insights.daily.map((d) => [d.day, d.views])} />
      </section>

      <section className="insights-block" aria-labelledby="insights-families">
        <ReportTitle id="insights-families" report="families" />
        <BarChart
          title="Product views per family"
          bars={insights.families.map((f) => ({ label: f.key, value: f.count }))}
          caption="Views of each family's product pages."
        />
        <ChartTable caption="Product views per family" columns={["Family", "Product views"]} rows={insights.families.map((f) => [f.key, f.count])} />
      </section>

      <section className="insights-block" aria-labelledby="insights-products">
        <ReportTitle id="insights-products" report="products" />
        {insights.products.length ? (
          <div className="insights-scroll">
            <table className="insights-table insights-funnel" aria-labelledby="insights-products">
              <ColumnHeads columns={["Product", "Family", ...figureColumns("Views", "Brochures", "Requests", "Views → request")]} />
              <tbody>
                {insights.products.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.name}</th>
                    <td>{p.group}</td>
                    <td className="num">{p.views.toLocaleString("en")}</td>
                    <td className="num">{p.brochures.toLocaleString("en")}</td>
                    <td className="num">{p.requests.toLocaleString("en")}</td>
                    <td className="num">{percent(p.requests, p.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="insights-empty">No product was viewed in this range.</p>
        )}
      </section>

      <div className="insights-pair">
        <KeyTable id="insights-searches" report="searches" keyLabel="Term" rows={insights.searches} link={(k) => `/search?q=${encodeURIComponent(k)}`} />
        <KeyTable
          id="insights-not-found"
          report="searches-not-found"
          keyLabel="Term"
          rows={insights.searchesNotFound}
          link={(k) => `/search?q=${encodeURIComponent(k)}`}
        />
        <KeyTable id="insights-referrers" report="referrers" keyLabel="Site" rows={insights.referrers} />
        <KeyTable id="insights-campaigns" report="campaigns" keyLabel="Source / medium / campaign" rows={insights.campaigns} />
        <KeyTable id="insights-pages" report="pages" keyLabel="Path" rows={insights.pages} />
      </div>

      <section className="insights-block" aria-labelledby="insights-vitals">
        <ReportTitle id="insights-vitals" report="vitals" />
        <p>
          How fast and steady the site felt to visitors, as their browsers measured it: the 75th percentile (three visits in four were at least this good) over
          the 7 and the 28 days ending {range.to}.
        </p>
        <ul className="insights-vital-list">
          {(["LCP", "INP", "CLS"] as const).map((metric) => (
            <li key={metric}>
              <strong>{VITAL_NAMES[metric].name}</strong> ({metric}): {VITAL_NAMES[metric].means}; {vitalTarget(metric)}.
            </li>
          ))}
        </ul>
        {insights.vitals.length ? (
          <>
            {(["LCP", "INP", "CLS"] as const).map((metric) => {
              const rows = insights.vitals.filter((v) => v.metric === metric && v.p75Month !== null);
              if (!rows.length) return null;
              const target = VITALS[metric].target ?? undefined;
              return (
                <Fragment key={metric}>
                  <h3 className="insights-vital-title">
                    {VITAL_NAMES[metric].name}: {vitalTarget(metric)}
                  </h3>
                  <BarChart
                    title={`${VITAL_NAMES[metric].name}, 28 days`}
                    caption={`75th percentile over 28 days, by kind of page; the dashed line is the target, a red bar is over it.`}
                    bars={rows.map((v) => ({
                      label: v.pageType,
                      value: v.p75Month ?? 0,
                      text: formatVital(metric, v.p75Month),
                      target,
                      over: target !== undefined && (v.p75Month ?? 0) > target,
                    }))}
                  />
                </Fragment>
              );
            })}
            <div className="insights-scroll">
              <table className="insights-table" aria-labelledby="insights-vitals">
                <ColumnHeads
                  columns={[
                    "Page type",
                    "Metric",
                    ...figureColumns("75th percentile, 7 days", "75th percentile, 28 days", "Target (at most)", "Samples (28 days)"),
                  ]}
                />
                <tbody>
                  {insights.vitals.map((v) => {
                    const target = VITALS[v.metric].target;
                    const over = target !== null && v.p75Month !== null && v.p75Month > target;
                    return (
                      <tr key={`${v.pageType}-${v.metric}`}>
                        <th scope="row">{v.pageType}</th>
                        <td>
                          {VITAL_NAMES[v.metric].name} ({v.metric})
                        </td>
                        <td className="num">{formatVital(v.metric, v.p75Week)}</td>
                        <td className={over ? "num insights-over" : "num"}>
                          {formatVital(v.metric, v.p75Month)}
                          {over ? " (over target)" : ""}
                        </td>
                        <td className="num">{target === null ? "—" : formatVital(v.metric, target)}</td>
                        <td className="num">{v.samplesMonth.toLocaleString("en")}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="insights-empty">No measurements in the 28 days ending {range.to}.</p>
        )}
      </section>
    </>
  );
}
