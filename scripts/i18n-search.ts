import { writeFileSync } from "node:fs";
import { TRANSLATED } from "~/lib/i18n/languages";
import { catalogueSearchPath } from "~/lib/i18n/searchWords";
import { catalogueSearchJson } from "./lib/catalogueSearchFile";

// Writes each language's catalogue search file from its catalogue translation (decision record
// 0056): run after a translation of names or summaries changes (a unit test fails until then).
for (const language of TRANSLATED) {
  const path = `public${catalogueSearchPath(language)}`;
  writeFileSync(path, catalogueSearchJson(language));
  console.log(`wrote ${path}`);
}
