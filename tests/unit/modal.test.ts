import { describe, expect, it } from "vitest";
import { resolveModal } from "~/components/shell/modalConfig";

describe("modal config", () => {
  it("has the spec's default headline and body", () => {
    expect(resolveModal()).toEqual({ headline: "Default Modal Headline", body: "This is the default modal bodytext", type: "default", callback: undefined });
    expect(resolveModal({ headline: "", body: "" })).toMatchObject({ headline: "Default Modal Headline", body: "This is the default modal bodytext" });
  });

  it("keeps a confirm's texts and callback", () => {
    const callback = () => {};
    expect(resolveModal({ type: "confirm", headline: "Leave?", body: "Sure?", callback })).toEqual({
      headline: "Leave?",
      body: "Sure?",
      type: "confirm",
      callback,
    });
  });
});
