// A module-group page: its products by area.
export { ErrorBoundary, default, headers, loader, meta } from "~/routeModules/groupRoute";
