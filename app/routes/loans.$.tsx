// Product pages under /loans (the catalogue decides which exist).
export { ErrorBoundary, action, default, handle, headers, loader, meta } from "~/routeModules/productRoute";
