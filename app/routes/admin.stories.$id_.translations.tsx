import { translationsAction, translationsLoader } from "~/routeModules/translationsLoader.server";

/** /admin/stories/:id/translations: a customer story's version in each of the public site's other languages (decision record 0054). */
export { default, headers, meta } from "~/routeModules/translationsRoute";

export const loader = /* @__PURE__ */ translationsLoader("story");

export const action = /* @__PURE__ */ translationsAction("story");
