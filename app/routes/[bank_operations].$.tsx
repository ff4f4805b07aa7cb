// Product pages under /bank_operations (the catalogue decides which exist).
export { ErrorBoundary, action, default, headers, loader, meta } from "~/routeModules/productRoute";
