// Product pages under /trust (the catalogue decides which exist).
export { ErrorBoundary, default, headers, loader, meta } from "~/routeModules/productRoute";
