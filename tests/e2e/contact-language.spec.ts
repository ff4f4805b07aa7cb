import { expect, test, type Locator, type Page } from "./support/appTest";
import { humanPacedToken, setFormToken } from "./support/formToken";
import { queryD1, sqlString, uniqueIp } from "./support/localD1";
import { gotoHydrated } from "./support/shell";

// The contact overlay on a Spanish page (decision record 0055): its words arrive beside its code,
// it answers in Spanish, a failed send's values come back, and the request is stored as Spanish.

const notice = (page: Page) => page.locator(".notification-region .notification");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Contáctenos" });

async function open(page: Page): Promise<Locator> {
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Contáctenos" }).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
});

test("on /es/ the form speaks Spanish, keeps what was typed after a failed send, and stores the request as Spanish", async ({ page }) => {
  await gotoHydrated(page, "/es/");
  let form = await open(page);
  await expect(form.getByLabel("Tipo de contacto")).toHaveValue("Contact Type");
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(notice(page)).toHaveText("Complete los campos obligatorios");
  await expect(form.getByText("El nombre es obligatorio")).toBeVisible();

  await expect(form.locator('input[name="formToken"]')).not.toHaveValue("");
  await form.getByLabel("Tipo de contacto").selectOption({ label: "Solicitar una demostración" });
  await form.getByLabel("Producto").selectOption("Hedge Fund");
  await form.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía Pérez");
  await form.getByLabel("Nombre de la empresa").fill("Banco del Puerto");
  await form.getByLabel("Correo electrónico").fill(`lucia.${crypto.randomUUID().slice(0, 8)}@example.com`);
  await form.getByLabel("Teléfono").fill("+34 910 000 000");
  await form.getByLabel("País").selectOption({ label: "España" });
  await setFormToken(page, await humanPacedToken(), form);
  const clientId = await form.locator('input[name="clientId"]').inputValue();

  // The send fails: the form closes with the Spanish warning, and the next opening offers it again.
  const spanishPost = (url: URL) => url.pathname === "/es/contact.data";
  await page.route(spanishPost, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }) : route.continue(),
  );
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(form).toHaveCount(0);
  await expect(notice(page)).toHaveText("Se produjo un error al procesar su formulario; escriba directamente a sales@meridian-fs.example");
  await page.unroute(spanishPost);

  form = await open(page);
  await expect(form.getByLabel("Tipo de contacto")).toHaveValue("Request a Demo");
  await expect(form.getByLabel("País")).toHaveValue("Spain");
  await expect(form.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("Lucía Pérez");
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(form.getByRole("heading", { name: "Gracias, Lucía Pérez" })).toBeVisible();
  await expect
    .poll(() => queryD1<{ language: string; country: string }>(`SELECT language, country FROM sales_requests WHERE client_id = ${sqlString(clientId)}`))
    .toEqual([{ language: "es", country: "Spain" }]);
});
