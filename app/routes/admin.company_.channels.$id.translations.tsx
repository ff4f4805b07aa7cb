import { translationsAction, translationsLoader } from "~/routeModules/translationsLoader.server";

/** /admin/company/channels/:id/translations: a sales or support channel's name and hours in each of the public site's other languages (decision record 0054). */
export { default, headers, meta } from "~/routeModules/translationsRoute";

export const loader = /* @__PURE__ */ translationsLoader("company_channel");

export const action = /* @__PURE__ */ translationsAction("company_channel");
