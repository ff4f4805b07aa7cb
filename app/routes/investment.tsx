// A module-group page: its products by area.
export { ErrorBoundary, default, headers, links, loader, meta } from "~/routeModules/groupRoute";
