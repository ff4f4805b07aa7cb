// npm run bench:ssr   (BENCH_PORT overrides the port)
// Throughput of a product page rendered by Remix against a static file of the same byte size
// served by the same local server, one after the other in one run: autocannon, 10 s and 10
// connections each. Rows:
//   - the product page as visitors get it (the location's shared cache is warm, app/server/platform/edgeCache.server.ts);
//   - the product page rendered for every request (a new query string each time: the copy keeps only pages without one);
//   - the static file through the Pages function (same path as every page: function, then the asset handler);
//   - the static file from the asset handler alone (a path _routes.json keeps off the function).
// Each target gets a 2 s warm-up first. The ratio is each row's req/s over the static file's through the function. Budget: the product page ≥ 0.9×.
import autocannon from "autocannon";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { withServer } from "./lib/server.mjs";
import { printTable } from "./lib/table.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8872);
const DURATION = 10;
const CONNECTIONS = 10;
const PRODUCT = "/bank_operations/fed-funds";
const STATIC_FILE = "public/bench-static.html";
// /images/* is excluded from the functions in public/_routes.json: the asset handler serves it alone.
const DIRECT_DIR = "public/images";
const DIRECT_FILE = `${DIRECT_DIR}/bench-static.html`;
const createdDirectDir = !existsSync(DIRECT_DIR);

function cleanUp() {
  rmSync(STATIC_FILE, { force: true });
  if (createdDirectDir) rmSync(DIRECT_DIR, { recursive: true, force: true });
  else rmSync(DIRECT_FILE, { force: true });
}
process.on("exit", cleanUp);

/** A 2 s warm-up (JIT, caches), then the measured run. */
async function load(url, setupRequest) {
  const options = { url, connections: CONNECTIONS, ...(setupRequest ? { requests: [{ setupRequest }] } : {}) };
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: DURATION });
}

async function ready(url, expect) {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(url);
    const body = await res.arrayBuffer();
    if (res.status === 200 && expect(res, body)) return body.byteLength;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} is not served as expected`);
}

const fmt = (n, digits = 0) => n.toFixed(digits);

await withServer({ name: "ssr", port: PORT }, async (origin) => {
  try {
    const pageRes = await fetch(`${origin}${PRODUCT}`);
    if (pageRes.status !== 200) throw new Error(`${PRODUCT} answered ${pageRes.status}`);
    const page = Buffer.from(await pageRes.arrayBuffer());
    // The static file is the page itself as rendered once: same bytes, same size.
    writeFileSync(STATIC_FILE, page);
    mkdirSync(DIRECT_DIR, { recursive: true });
    writeFileSync(DIRECT_FILE, page);
    // Pages serves foo.html at /foo (it redirects /foo.html there).
    await ready(`${origin}/bench-static`, (_, body) => body.byteLength === page.length);
    await ready(`${origin}/images/bench-static`, (_, body) => body.byteLength === page.length);
    // Builds before the page copy existed have no X-Page-Cache header: then every row renders.
    const hasCopy = pageRes.headers.has("x-page-cache");
    if (hasCopy) await ready(`${origin}${PRODUCT}`, (res) => res.headers.get("x-page-cache") === "HIT");

    const loadBefore = loadavg()[0];
    let n = 0;
    const runs = [
      {
        name: hasCopy ? "product page (Remix), page copy warm" : "product page (Remix), no page copy in this build",
        path: PRODUCT,
        result: await load(`${origin}${PRODUCT}`),
      },
      {
        name: "product page (Remix), rendered every request",
        path: `${PRODUCT}?r=…`,
        result: await load(`${origin}${PRODUCT}`, (req) => ({ ...req, path: `${PRODUCT}?r=${++n}` })),
      },
      { name: "static file, through the function", path: "/bench-static", result: await load(`${origin}/bench-static`) },
      { name: "static file, asset handler only", path: "/images/bench-static", result: await load(`${origin}/images/bench-static`) },
    ];
    const loadAfter = loadavg()[0];
    const baseline = runs[2].result.requests.average;
    const rows = runs.map(({ name, path, result }) => [
      name,
      path,
      fmt(result.requests.average, 1),
      `${fmt(result.latency.p50)} ms`,
      `${fmt(result.latency.p99)} ms`,
      `${fmt(result.requests.average / baseline, 2)}×`,
      result.non2xx + result.errors,
    ]);
    printTable(
      `SSR throughput: ${page.length} bytes per response, autocannon ${DURATION} s × ${CONNECTIONS} connections each (budget: product page ≥ 0.90× the static file)`,
      ["what", "path", "req/s", "p50", "p99", "ratio", "non-2xx/errors"],
      rows,
    );
    const ratio = runs[0].result.requests.average / baseline;
    console.log(`\nproduct page / static file: ${ratio.toFixed(2)}× (${ratio >= 0.9 ? "within" : "OVER"} budget)`);
    console.log(`machine: ${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; client and server share it.`);
    console.log("wrangler pages dev is a local emulator of Cloudflare Pages: compare the rows with each other, not with production.");
  } finally {
    cleanUp();
  }
});
