import { translationsAction, translationsLoader } from "~/routeModules/translationsLoader.server";

/** /admin/blog/:id/translations: the post's version in each of the public site's other languages (decision record 0054). */
export { default, headers, meta } from "~/routeModules/translationsRoute";

export const loader = /* @__PURE__ */ translationsLoader("post");

export const action = /* @__PURE__ */ translationsAction("post");
