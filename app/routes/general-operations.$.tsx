// Product pages under /general-operations (the catalogue decides which exist).
export { ErrorBoundary, action, default, handle, headers, loader, meta } from "~/routeModules/productRoute";
