import { expect, test } from "@playwright/test";
test("js page failure", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("request", (r) => console.log(r.method(), r.url()));
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "10.99.0.2" });
  await page.goto("/contact?preset=demo&product=general-ledger");
  await page.waitForLoadState("networkidle");
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/contact.data*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await gate;
    await route.fulfill({ status: 500, body: "Internal Server Error" });
  });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Js Person");
  await page.getByLabel("Company Name").fill("Acme");
  await page.getByLabel("Email").fill("js@example.com");
  await page.getByLabel("Phone").fill("123");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank You, Js Person" })).toBeVisible();
  release();
  await expect(page.getByRole("alert")).toHaveText("There was an error processing your form- please contact sales@meridian-fs.example directly");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Js Person");
  console.log(errors);
});
