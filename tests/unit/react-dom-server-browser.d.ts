// react-dom ships its Web Streams server build (what workerd loads) without its own types.
declare module "react-dom/server.browser" {
  export * from "react-dom/server";
}
