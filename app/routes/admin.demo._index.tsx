import { redirect } from "@remix-run/cloudflare";
import { staffLoader } from "~/server/admin/staffRoute.server";

/** /admin/demo: the demo-access screens start at the demo users. */
export const loader = /* @__PURE__ */ staffLoader("demo:manage", async () => redirect("/admin/demo/users"));
