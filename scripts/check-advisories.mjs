// `npm run audit:offline`: fails when package-lock.json ships a version a known advisory covers
// (the list in scripts/lib/advisories.mjs; decision record 0041).
import { readFileSync } from "node:fs";
import { findAdvisories } from "./lib/advisories.mjs";

const lock = JSON.parse(readFileSync(process.argv[2] ?? "package-lock.json", "utf8"));
const found = findAdvisories(lock);
for (const hit of found) console.error(`${hit.id}: ${hit.path} is ${hit.version}; fixed in ${hit.fixedIn}`);
if (found.length) process.exit(1);
console.log("No known advisory covers what ships.");
