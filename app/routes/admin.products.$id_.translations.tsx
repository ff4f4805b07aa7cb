import { translationsAction, translationsLoader } from "~/routeModules/translationsLoader.server";

/** /admin/products/:id/translations: a product page's copy (overview, features, who it serves) in each of the public site's other languages (decision record 0054). */
export { default, headers, meta } from "~/routeModules/translationsRoute";

export const loader = /* @__PURE__ */ translationsLoader("product");

export const action = /* @__PURE__ */ translationsAction("product");
