import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.demo._index";
import { platform } from "./support/platform";
import { getResource } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
const open = (cookie?: string) => getResource(route.loader, "http://127.0.0.1/admin/demo", context, { cookie });

describe("/admin/demo (app/routes/admin.demo._index.tsx)", () => {
  it("sends an anonymous visitor to sign in, coming back here", async () => {
    expect(await open()).toRedirectTo("/admin/login?redirectTo=%2Fadmin%2Fdemo");
  });

  it("answers 403 to an editor (demo:manage is the admins')", async () => {
    expect((await open((await signedInStaff(env, "editor")).cookie)).status).toBe(403);
  });

  it("takes an admin to the demo users", async () => {
    expect(await open((await signedInStaff(env, "admin")).cookie)).toRedirectTo("/admin/demo/users");
  });
});
