// Product pages under /services-and-software-features (the catalogue decides which exist).
export { ErrorBoundary, default, headers, loader, meta } from "~/routeModules/productRoute";
