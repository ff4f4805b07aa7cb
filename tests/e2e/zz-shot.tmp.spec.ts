import { test } from "./support/appTest";
import { signIn } from "./support/staff";
const PAGES = ["/admin", "/admin/sales-requests", "/admin/blog", "/admin/blog/categories", "/admin/stories", "/admin/uploads", "/admin/users", "/admin/outbox", "/admin/demo/users", "/admin/demo/content", "/admin/trust-centre", "/admin/brochures", "/admin/audit"];
test("probe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const p of PAGES) {
    await page.goto(p);
    const bad = await page.evaluate(() => [...document.querySelectorAll("table.admin-table td[data-label]")].filter((td) => {
      if (getComputedStyle(td).display !== "grid") return false;
      let items = 0, prevText = false;
      for (const n of td.childNodes) {
        if (n.nodeType === 1) { items++; prevText = false; }
        else if (n.nodeType === 3 && n.textContent!.trim()) { if (!prevText) items++; prevText = true; }
      }
      return items > 1;
    }).map((td) => td.getAttribute("data-label") + ": " + td.innerHTML.slice(0, 80).replace(/\n/g, " ")));
    console.log(p, JSON.stringify([...new Set(bad)].slice(0, 4)));
  }
});
