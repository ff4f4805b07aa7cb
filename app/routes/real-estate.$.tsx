// Product pages under /real-estate (the catalogue decides which exist).
export { ErrorBoundary, action, default, headers, loader, meta } from "~/routeModules/productRoute";
