import { translationsAction, translationsLoader } from "~/routeModules/translationsLoader.server";

/** /admin/trust-centre/:id/translations: a trust-centre fact's version in each of the public site's other languages (decision record 0054). */
export { default, headers, meta } from "~/routeModules/translationsRoute";

export const loader = /* @__PURE__ */ translationsLoader("trust_fact");

export const action = /* @__PURE__ */ translationsAction("trust_fact");
