import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.stories.$id_.translations";
import * as storyRoute from "../../app/routes/customers.$slug";
import { itAnswersNotFound, itGuards } from "./support/access";
import { openAs, publishedStory } from "./support/fixtures";
import { fill, press } from "./support/form";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const at = (id: string, language = "es") => ({
  path: "/admin/stories/:id/translations",
  url: `/admin/stories/${id}/translations?language=${language}`,
  inAdmin: true,
});

type Page = {
  story: { headline: string; challenge: string; results: { value: string; label: string }[]; contentLanguage: string };
  englishNotice: string | null;
};
const open = (prefix: string, slug: string) => load<Page>(storyRoute.loader, `http://localhost${prefix}/customers/${slug}`, context, { params: { slug } });

// A customer story's versions per language (decision record 0054).
describe("/admin/stories/:id/translations (app/routes/admin.stories.$id_.translations.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()));
  itAnswersNotFound(route, at(crypto.randomUUID()), "editor");

  it("an editor saves the Spanish version: /es/customers shows it with the figures unchanged, /pt/ the English with the Portuguese notice", async () => {
    const story = await publishedStory(env);
    const { staff } = await openAs("editor", route, at(story.id), `Translations: ${story.customer_name}`);
    expect(screen.getByText("Month-end took a week.")).toBeTruthy();
    fill("Headline in Spanish", "Cerrar el mes en dos días");
    fill("The challenge in Spanish", "El cierre de mes tardaba una semana.");
    fill("The solution in Spanish", "El libro mayor.");
    // Two lines for the story's one figure: refused, nothing stored.
    fill("Results' words in Spanish", "menos tiempo\nde más");
    press("Save Spanish version");
    expect(await screen.findByText("Give the story's figure its words: one line", { selector: ".field-error" })).toBeTruthy();
    expect((await open("/es", story.slug)).body.story.contentLanguage).toBe("en");
    fill("Results' words in Spanish", "menos tiempo");
    press("Save Spanish version");
    expect(await screen.findByText(`Spanish version saved. It shows on /es/customers/${story.slug}.`)).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "translation.save", actorId: staff.user.id, target: story.customer_name });

    const spanish = await open("/es", story.slug);
    expect(spanish.body.story).toMatchObject({
      headline: "Cerrar el mes en dos días",
      challenge: "El cierre de mes tardaba una semana.",
      results: [{ value: "40 %", label: "menos tiempo" }],
      contentLanguage: "es",
    });
    expect(spanish.body.englishNotice).toBeNull();
    const portuguese = await open("/pt", story.slug);
    expect(portuguese.body.story).toMatchObject({ headline: story.headline, contentLanguage: "en" });
    expect(portuguese.body.englishNotice).toBe("Esta história está em inglês.");
    expect((await open("", story.slug)).body).toMatchObject({ story: { headline: story.headline }, englishNotice: null });
  });
});
