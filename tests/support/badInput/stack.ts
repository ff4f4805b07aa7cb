/**
 * What a leaked server internal looks like in a response body: a stack frame, a dependency path,
 * a server module's name, a raw SQLite or D1 error. A stack frame starts its own line (or follows an escaped "\\n" in JSON) and names a
 * script file or a `node:` module ("    at fn (/x/y.js:1:2)"); prose followed by a timestamp, as in a
 * page's serialized data ("not at the close","2026-11-26T03:46:06Z"), is not one.
 */
export const STACK = /(?:^|\\n)\s*at\s+(?:\S+\s+)?\(?(?:node:\S+|\S*\.[cm]?[jt]sx?):\d+:\d+\)?|node_modules|\.server\.ts|SQLITE_|D1_ERROR/m;
