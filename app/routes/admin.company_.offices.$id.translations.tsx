import { translationsAction, translationsLoader } from "~/routeModules/translationsLoader.server";

/** /admin/company/offices/:id/translations: an office's role in each of the public site's other languages (decision record 0054). */
export { default, headers, meta } from "~/routeModules/translationsRoute";

export const loader = /* @__PURE__ */ translationsLoader("company_office");

export const action = /* @__PURE__ */ translationsAction("company_office");
