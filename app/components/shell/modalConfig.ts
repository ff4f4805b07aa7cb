import type { ModalConfig } from "~/lib/shellUi";

/** R-MODAL Modal defaults. */
const MODAL_DEFAULTS = {
  headline: "Default Modal Headline",
  body: "This is the default modal bodytext",
} as const;

interface ResolvedModal {
  headline: string;
  body: string;
  type: "default" | "confirm";
  callback?: () => void;
}

export function resolveModal(config: ModalConfig = {}): ResolvedModal {
  return {
    headline: config.headline || MODAL_DEFAULTS.headline,
    body: config.body || MODAL_DEFAULTS.body,
    type: config.type ?? "default",
    callback: config.callback,
  };
}
