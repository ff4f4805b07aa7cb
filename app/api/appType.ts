/**
 * The API's type for the browser's typed client (`hc<AppType>`, app/browser/dataService.ts). A
 * type-only module: the compiler erases it, so no byte of the server reaches the browser, while
 * browser code still imports no `.server` module (eslint's layer rules; decision record 0051).
 */
export type { AppType } from "./app.server";
