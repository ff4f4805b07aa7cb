import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.company_.leaders.$id.translations";
import * as companyRoute from "../../app/routes/company";
import { itAnswersNotFound, itGuards } from "./support/access";
import { openAs, unique } from "./support/fixtures";
import { fill, press } from "./support/form";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const at = (id: string, language = "fr") => ({
  path: "/admin/company/leaders/:id/translations",
  url: `/admin/company/leaders/${id}/translations?language=${language}`,
  inAdmin: true,
});

type Leader = { id: string; title: string; bio: string; lang?: string };
const leaderOn = async (prefix: string, id: string) => {
  const page = await load<{ profile: { leaders: Leader[] }; englishNotices: { leaders: string | null } }>(
    companyRoute.loader,
    `http://localhost${prefix}/company`,
    context,
  );
  return { notice: page.body.englishNotices.leaders, leader: page.body.profile.leaders.find((l) => l.id === id)! };
};

// A company leader's words per language (decision record 0054), kept by admins (company:manage).
describe("/admin/company/leaders/:id/translations (app/routes/admin.company_.leaders.$id.translations.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()), "editor");
  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");

  it("an admin saves the French job title and biography: /fr/company shows them, /ar/ the English marked so with the Arabic notice", async () => {
    const id = crypto.randomUUID();
    const name = `Ada Moreau ${unique()}`;
    await env.DB.prepare("INSERT INTO company_leaders (id, name, title, bio) VALUES (?1, ?2, 'Chief Executive Officer', 'Founded the company in 1998.')")
      .bind(id, name)
      .run();
    const { staff } = await openAs("admin", route, at(id), `Translations: ${name}`);
    fill("Job title in French", "Directrice générale");
    press("Save French version");
    // The English has a biography: the version must give it too.
    expect(await screen.findByText("The English has a biography: give its words too", { selector: ".field-error" })).toBeTruthy();
    fill("Biography in French", "A fondé l'entreprise en 1998.");
    press("Save French version");
    expect(await screen.findByText("French version saved. It shows on /fr/company.")).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "translation.save", actorId: staff.user.id, target: name });

    const french = await leaderOn("/fr", id);
    expect(french.leader).toMatchObject({ title: "Directrice générale", bio: "A fondé l'entreprise en 1998." });
    expect(french.leader.lang).toBeUndefined();
    const arabic = await leaderOn("/ar", id);
    expect(arabic.leader).toMatchObject({ title: "Chief Executive Officer", lang: "en" });
    expect(arabic.notice).toBe("هذا الجزء من الصفحة باللغة الإنجليزية.");
    expect((await leaderOn("", id)).notice).toBeNull();
  });
});
