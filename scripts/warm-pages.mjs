// `npm run warm:pages -- <origin>`: after `wrangler pages deploy`, renders every public page of the
// site at <origin> once, so the pages' store holds each before its first visitor (decision record
// 0032). Prints what each answer was; exits 1 if any page did not answer 200.
import { fetchGet, warmPages } from "./lib/warmPages.mjs";

const origin = process.argv[2];
if (!origin || !/^https?:\/\//.test(origin)) {
  console.error("Usage: npm run warm:pages -- https://www.example.com");
  process.exit(2);
}
const results = await warmPages(fetchGet(origin));
const failed = results.filter((r) => r.status !== 200);
const count = (cache) => results.filter((r) => r.status === 200 && r.cache === cache).length;
// Feeds and sitemap.xml carry no X-Page-Cache (only pages do), though they are kept the same way.
console.log(
  `${results.length} public paths, ${results.length - failed.length} answered 200: pages ${count("MISS")} rendered and kept now, ` +
    `${count("HIT") + count("STORE")} kept already, ${count("BYPASS")} not kept (their response says not to); ${failed.length} failed`,
);
for (const { path, status, error } of failed) console.error(`  ${path}: ${error ?? status}`);
process.exit(failed.length > 0 ? 1 : 0);
