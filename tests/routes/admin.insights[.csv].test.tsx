import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.insights[.csv]";
import { platform } from "./support/platform";
import { signedInStaff } from "./support/staff";
import { load } from "./support/load";

const { env, context } = await platform();

/** The CSV's lines without the BOM, each split into its unquoted cells. */
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .map((l) => (l === "" ? [] : l.slice(1, -1).split('","')));

describe("/admin/insights.csv (app/routes/admin.insights[.csv].tsx)", () => {
  // A fixed range, not today's: the export covers the range asked for whatever the clock, and days
  // no other test writes keep its rows exactly the ones inserted here.
  const day = "2031-03-10";
  const range = `from=2031-03-04&to=${day}`;
  const seed = () =>
    env.DB.batch([
      env.DB.prepare(
        "INSERT OR REPLACE INTO event_counts (day, kind, key, country, device, count) VALUES (?1, 'product', 'fed-funds', '', 'desktop', 40)",
      ).bind(day),
      env.DB.prepare(
        "INSERT OR REPLACE INTO event_counts (day, kind, key, country, device, count) VALUES (?1, 'request_demo', 'fed-funds', '', 'desktop', 2)",
      ).bind(day),
      env.DB.prepare("INSERT OR REPLACE INTO vital_buckets (day, page_type, metric, bucket, count) VALUES (?1, 'product', 'INP', 20, 10)").bind(day),
    ]);
  const get = async (query: string) => {
    const editor = await signedInStaff(env, "editor");
    const answer = await load(route.loader, `http://localhost/admin/insights.csv?${query}`, context, { headers: { cookie: editor.cookie } });
    return { ...answer, text: answer.text ?? "" };
  };

  it("gives one report alone, with its own named columns and file name", async () => {
    await seed();
    const answer = await get(`${range}&report=products`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="insights-products-2031-03-04-${day}.csv"`);
    const [header, ...rows] = lines(answer.text);
    expect(header).toEqual(["Product", "Family", "Views", "Brochure downloads", "Requests", "Views → request (%)"]);
    expect(rows).toContainEqual(["Fed Funds", "Banking", "40", "0", "2", "5.0"]);
    const vitals = lines((await get(`${range}&report=vitals`)).text);
    expect(vitals[0]).toEqual(["Page type", "Metric", "Unit", "75th percentile, 7 days", "75th percentile, 28 days", "Target (at most)", "Samples, 28 days"]);
    expect(vitals).toContainEqual(["product", "Interaction to Next Paint (INP)", "ms", "168", "168", "200", "10"]);
  });

  it("gives every report as a titled section with its own columns, and no Figure columns", async () => {
    await seed();
    const answer = await get(range);
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="insights-2031-03-04-${day}.csv"`);
    expect(answer.text).not.toContain("Figure");
    const all = lines(answer.text);
    const at = (title: string) => all.findIndex((l) => l.length === 1 && l[0] === title);
    expect(all[at("Page views per day") + 1]).toEqual(["Day (UTC)", "Page views"]);
    expect(all[at("Searches that found nothing") + 1]).toEqual(["Search term", "Searches that found nothing"]);
    expect(all[at("Web vitals in the field") + 1]?.[1]).toBe("Metric");
  });

  it("refuses an unknown report or range (400)", async () => {
    expect((await get(`${range}&report=everything`)).status).toBe(400);
    expect((await get("from=2031-02-30")).status).toBe(400); // a day no calendar has
  });
});
