// Product pages under /services-and-software-features (the catalogue decides which exist).
export { ErrorBoundary, default, headers, links, loader, meta } from "~/routeModules/productRoute";
