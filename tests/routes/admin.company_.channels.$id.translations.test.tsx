import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.company_.channels.$id.translations";
import * as companyRoute from "../../app/routes/company";
import { itAnswersNotFound, itGuards } from "./support/access";
import { openAs, unique } from "./support/fixtures";
import { fill, press } from "./support/form";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const at = (id: string, language = "es") => ({
  path: "/admin/company/channels/:id/translations",
  url: `/admin/company/channels/${id}/translations?language=${language}`,
  inAdmin: true,
});

type Channel = { id: string; label: string; email: string; telephone: string; hours: string; lang?: string };
const channelOn = async (prefix: string, id: string) => {
  const page = await load<{ profile: { channels: Channel[] }; englishNotices: { channels: string | null } }>(
    companyRoute.loader,
    `http://localhost${prefix}/company`,
    context,
  );
  return { notice: page.body.englishNotices.channels, channel: page.body.profile.channels.find((c) => c.id === id)! };
};

// A sales or support channel's name and hours per language (decision record 0054), kept by admins (company:manage).
describe("/admin/company/channels/:id/translations (app/routes/admin.company_.channels.$id.translations.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()), "editor");
  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");

  it("an admin saves the Spanish name and hours: /es/company shows them with the same address and number, /ar/ the English marked so", async () => {
    const id = crypto.randomUUID();
    const label = `Client support ${unique()}`;
    await env.DB.prepare(
      "INSERT INTO company_channels (id, contact_type, label, email, telephone, hours) VALUES (?1, 'customer support', ?2, 'support@example.com', '+1 416 555 0187', 'Monday to Friday, 8:00–20:00 Eastern')",
    )
      .bind(id, label)
      .run();
    const { staff } = await openAs("admin", route, at(id), `Translations: ${label}`);
    expect(screen.getByText("Monday to Friday, 8:00–20:00 Eastern")).toBeTruthy();
    fill("Name in Spanish", "Soporte a clientes");
    press("Save Spanish version");
    expect(await screen.findByText("The English has hours: give its words too", { selector: ".field-error" })).toBeTruthy();
    fill("Hours in Spanish", "De lunes a viernes, de 8:00 a 20:00 (hora del Este)");
    press("Save Spanish version");
    expect(await screen.findByText("Spanish version saved. It shows on /es/company.")).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "translation.save", actorId: staff.user.id, target: label });

    const spanish = await channelOn("/es", id);
    expect(spanish.channel).toMatchObject({
      label: "Soporte a clientes",
      hours: "De lunes a viernes, de 8:00 a 20:00 (hora del Este)",
      email: "support@example.com",
      telephone: "+1 416 555 0187",
    });
    expect(spanish.channel.lang).toBeUndefined();
    const arabic = await channelOn("/ar", id);
    expect(arabic.channel).toMatchObject({ label, hours: "Monday to Friday, 8:00–20:00 Eastern", lang: "en" });
    expect(arabic.notice).toBe("هذا الجزء من الصفحة باللغة الإنجليزية.");

    // Removing it: the Spanish page shows the English again, and says so.
    press("Remove Spanish version");
    expect(await screen.findByText("Spanish version removed: the sales or support channel shows in English there, and says so.")).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "translation.delete", actorId: staff.user.id, target: label });
    expect((await channelOn("/es", id)).channel).toMatchObject({ label, lang: "en" });
  });
});
