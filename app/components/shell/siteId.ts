/** The id of the page wrapper the overlays make inert while they are open. */
export const SITE_ID = "site";
