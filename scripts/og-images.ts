// The link-preview pictures (decision record 0023): every card of
// scripts/lib/ogCards.ts rasterized to a 1200 × 630 PNG under public/og/ by sharp (libvips and
// librsvg). Part of `npm run build`, `npm start`, `npm run dev`, `npm test` and the e2e server.
// A card whose SVG has not changed since the last run is not drawn again (.cache/og-images.json
// keeps each card's hash), so a rebuild with no catalogue change costs a fraction of a second.
//   node scripts/run-ts.mjs scripts/og-images.ts [--force]
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { ogCards } from "./lib/ogCards";

const OUT = "public";
const MANIFEST = ".cache/og-images.json";
const force = process.argv.includes("--force");
const started = performance.now();

const brand = /^SITE_TITLE\s*=\s*"([^"]+)"/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1] ?? "Meridian Financial Software";
const cards = ogCards(readFileSync(join(OUT, "illustrations/hero.svg"), "utf8"), brand);
const previous: Record<string, string> = !force && existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, "utf8")) : {};
const next: Record<string, string> = {};

let drawn = 0;
// Four at a time: libvips uses its own threads for each; more only queues on a 2-core machine.
const queue = [...cards];
async function worker() {
  for (let c = queue.shift(); c; c = queue.shift()) {
    const hash = createHash("sha256").update(c.svg).digest("hex").slice(0, 16);
    const file = join(OUT, c.path);
    next[c.path] = hash;
    if (previous[c.path] === hash && existsSync(file)) continue;
    mkdirSync(dirname(file), { recursive: true });
    await sharp(Buffer.from(c.svg), { density: 72 }).png({ compressionLevel: 6 }).toFile(file);
    drawn++;
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
mkdirSync(dirname(MANIFEST), { recursive: true });
writeFileSync(MANIFEST, `${JSON.stringify(next, null, 1)}\n`);
console.log(`og-images: ${cards.length} cards, ${drawn} drawn, ${cards.length - drawn} unchanged, ${Math.round(performance.now() - started)} ms`);
