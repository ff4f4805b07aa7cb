import { translationsAction, translationsLoader } from "~/routeModules/translationsLoader.server";

/** /admin/company/leaders/:id/translations: a leader's job title and biography in each of the public site's other languages (decision record 0054). */
export { default, headers, meta } from "~/routeModules/translationsRoute";

export const loader = /* @__PURE__ */ translationsLoader("company_leader");

export const action = /* @__PURE__ */ translationsAction("company_leader");
