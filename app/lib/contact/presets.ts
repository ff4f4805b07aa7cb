import { productNameById } from "./productOptions";
import { PLACEHOLDERS } from "./schema";

/** R-CONTACT-PRESETS Contact presets. `productId` is a catalogue product id. */
export type ContactPreset = { kind: "default" } | { kind: "demo"; productId?: string } | { kind: "info"; productId?: string };

/** R-CONTACT-PRESETS presets: default shows the placeholders; demo and info pick the type and the product. */
export function presetValues(preset: ContactPreset): { ContactType: string; Products: string } {
  if (preset.kind === "default") return { ContactType: PLACEHOLDERS.ContactType, Products: PLACEHOLDERS.Products };
  return {
    ContactType: preset.kind === "demo" ? "Request a Demo" : "Request Info",
    Products: productNameById(preset.productId) ?? PLACEHOLDERS.Products,
  };
}

/**
 * The values a reopened form starts with when a failed send's values were kept (decision record
 * 0048): those values, with a demo or info preset's Contact Type (and its product, when it names
 * one) over them. The default preset keeps everything as typed.
 */
export function reopenedValues(preset: ContactPreset, kept: Record<string, string> | undefined): Record<string, string> {
  const fromPreset = presetValues(preset);
  if (!kept) return fromPreset;
  if (preset.kind === "default") return kept;
  return { ...kept, ContactType: fromPreset.ContactType, Products: preset.productId ? fromPreset.Products : (kept.Products ?? fromPreset.Products) };
}

/** The preset a no-JavaScript URL asks for (`contactHref` writes these URLs). */
export function presetFromSearch(params: URLSearchParams): ContactPreset {
  const kind = params.get("preset");
  const productId = params.get("product") ?? undefined;
  if (kind === "demo" || kind === "info") return productId ? { kind, productId } : { kind };
  return { kind: "default" };
}
