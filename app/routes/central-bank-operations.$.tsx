// Product pages under /central-bank-operations (the catalogue decides which exist).
export { ErrorBoundary, action, default, headers, loader, meta } from "~/routeModules/productRoute";
