// npm run bench:bytes [-- --files]   (BENCH_PORT overrides the port)
// The JavaScript and CSS each public page type downloads on first load, raw, gzip (level 9) and
// brotli (quality 11), against the budget: home and product pages at most 100 KB of gzip JS.
// --files also lists every file per page. Pages that do not exist yet (404) are reported as skipped.
// Then the contact form: the JavaScript opening it fetches beyond the home page's first load (the
// overlay's lazily imported chunk and its static imports, less what the page already loaded),
// against its budget of 30 KB gzip (tests/e2e/performance.spec.ts holds it).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { CONTACT_OVERLAY_CHUNK, firstLoadFiles, firstPostPath, lazyChunkFiles } from "./lib/firstLoad.mjs";
import { withServer } from "./lib/server.mjs";
import { kb, printTable } from "./lib/table.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8870);
const JS_BUDGET_KB = 100;
const CONTACT_BUDGET_KB = 30;
const listFiles = process.argv.includes("--files");

const gzip = (b) => gzipSync(b, { level: 9 }).length;
const brotli = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

await withServer({ name: "bytes", port: PORT }, async (origin) => {
  const cache = new Map();
  const fetchBody = async (url) => {
    if (!cache.has(url)) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      cache.set(url, Buffer.from(await res.arrayBuffer()));
    }
    return cache.get(url);
  };
  const getPage = async (path) => {
    const res = await fetch(`${origin}${path}`, { redirect: "manual" });
    return { status: res.status, html: await res.text() };
  };

  const pages = [
    { type: "home", path: "/", budget: true },
    { type: "product page", path: "/bank_operations/fed-funds", budget: true },
    { type: "home (es)", path: "/es/", budget: true },
    { type: "product (ar)", path: "/ar/bank_operations/fed-funds", budget: true },
    { type: "category page", path: "/banking" },
    { type: "sitemap", path: "/sitemap" },
    { type: "news", path: "/news" },
    { type: "post", path: undefined },
    { type: "company (ar)", path: "/ar/company" },
    { type: "trust centre (es)", path: "/es/trust-centre" },
    { type: "privacy (fr)", path: "/fr/privacy" },
    { type: "story (pt)", path: "/pt/customers/sample-example-lakeside-bank" },
  ];
  const rows = [];
  const notes = [];
  let homeFiles;
  for (const page of pages) {
    if (page.type === "post") {
      const news = await getPage("/news");
      page.path = news.status === 200 ? firstPostPath(news.html) : undefined;
      if (!page.path) {
        rows.push([page.type, "–", "skipped", "", "", "", "", "", "", ""]);
        notes.push(news.status === 200 ? "post: /news links to no post yet." : `post: skipped, /news answers ${news.status} (not built yet).`);
        continue;
      }
    }
    const { status, html } = await getPage(page.path);
    if (status !== 200) {
      rows.push([page.type, page.path, "skipped", "", "", "", "", "", "", ""]);
      notes.push(`${page.type}: skipped, ${page.path} answers ${status} (not built yet).`);
      continue;
    }
    const files = await firstLoadFiles(html, `${origin}${page.path}`, fetchBody);
    if (page.type === "home") homeFiles = files;
    const sum = (kind, size) => files.filter((f) => f.kind === kind).reduce((n, f) => n + size(f.body), 0);
    const count = (kind) => files.filter((f) => f.kind === kind).length;
    const jsGzip = sum("js", gzip);
    const verdict = page.budget ? (jsGzip / 1024 <= JS_BUDGET_KB ? "ok" : "OVER") : "";
    if (process.env.BENCH_VERBOSE) console.log(`${page.path}: ${jsGzip} B of JS gzip (budget ${JS_BUDGET_KB * 1024} B)`);
    rows.push([
      page.type,
      page.path,
      count("js"),
      kb(sum("js", (b) => b.length)),
      kb(jsGzip),
      kb(sum("js", brotli)),
      count("css"),
      kb(sum("css", (b) => b.length)),
      kb(sum("css", gzip)),
      kb(sum("css", brotli)),
      verdict,
    ]);
    if (listFiles) {
      printTable(
        `${page.type} ${page.path}: first-load files`,
        ["file", "raw KB", "gzip KB"],
        files.map((f) => [new URL(f.url).pathname, kb(f.body.length), kb(gzip(f.body))]),
      );
    }
  }
  printTable(
    `First-load bytes per public page type (KB = 1024 bytes; budget: home and product ≤ ${JS_BUDGET_KB} KB gzip JS)`,
    ["page type", "path", "JS files", "JS raw", "JS gzip", "JS br", "CSS files", "CSS raw", "CSS gzip", "CSS br", "JS budget"],
    rows,
  );
  for (const note of notes) console.log(`note: ${note}`);

  if (homeFiles) {
    const { entry, files } = await lazyChunkFiles(homeFiles, CONTACT_OVERLAY_CHUNK, fetchBody);
    const jsGzip = files.reduce((n, f) => n + gzip(f.body), 0);
    printTable(
      `Contact form on open: JavaScript beyond home's first load (budget ≤ ${CONTACT_BUDGET_KB} KB gzip)`,
      ["what", "chunk", "JS files", "JS raw", "JS gzip", "JS br", "gzip bytes", "JS budget"],
      [
        [
          "contact form",
          new URL(entry).pathname,
          files.length,
          kb(files.reduce((n, f) => n + f.body.length, 0)),
          kb(jsGzip),
          kb(files.reduce((n, f) => n + brotli(f.body), 0)),
          jsGzip,
          jsGzip / 1024 <= CONTACT_BUDGET_KB ? "ok" : "OVER",
        ],
      ],
    );
    if (listFiles) {
      printTable(
        "contact form: files fetched on open",
        ["file", "raw KB", "gzip KB"],
        files.map((f) => [new URL(f.url).pathname, kb(f.body.length), kb(gzip(f.body))]),
      );
    }
  }
  console.log("gzip level 9 and brotli quality 11 (node:zlib); the edge compresses on the wire with its own settings.");
});
