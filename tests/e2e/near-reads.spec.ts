import { expect, test } from "./support/appTest";
import { signIn, statusMessage, unique } from "./support/staff";

/**
 * Near reads (decision record 0027): a staff screen's write answers the D1
 * bookmark in a cookie, the next staff request starts from it (tests/integration/nearReads.test.ts
 * records the session each request opens), and public pages never get one.
 */
test("a staff write sets the bookmark cookie; reading without one sets none", async ({ page }) => {
  await signIn(page);
  const bookmark = async () => (await page.context().cookies()).find((c) => c.name === "d1-bookmark");
  // Reading the admin screens writes nothing: no bookmark yet.
  await page.goto("/admin/blog/categories");
  expect(await bookmark()).toBeUndefined();

  const name = unique("Near");
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(statusMessage(page)).toHaveText(`Created “${name}”.`);
  const first = await bookmark();
  expect(first?.value).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
  expect(first).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  // The next screen, read from that bookmark, shows the change.
  await page.goto("/admin/blog/categories");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  // A public page answers no bookmark to an anonymous visitor.
  const res = await page.request.get("/news", { headers: { Cookie: "" } });
  expect(res.headers()["set-cookie"] ?? "").not.toContain("d1-bookmark");
});
