// Product pages under /accounting (the catalogue decides which exist).
export { ErrorBoundary, action, default, headers, loader, meta } from "~/routeModules/productRoute";
