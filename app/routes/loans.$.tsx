// Product pages under /loans (the catalogue decides which exist).
export { ErrorBoundary, action, clientLoader, default, handle, headers, loader, meta } from "~/routeModules/productRoute";
