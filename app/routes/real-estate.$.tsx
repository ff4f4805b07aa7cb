// Product pages under /real-estate (the catalogue decides which exist).
export { ErrorBoundary, default, headers, loader, meta } from "~/routeModules/productRoute";
