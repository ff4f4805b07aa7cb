/**
 * Remix's <Scripts> writes a <link rel="modulepreload"> for every chunk a page hydrates with
 * (about 25). Chrome fetches those at High priority, beside the stylesheet, so on a slow phone
 * network they compete with what the first paint needs, and Lighthouse counts them as
 * render-blocking (issue 15, decision record 0011). The page is whole and readable without them:
 * they are marked fetchpriority="low", so they load right after what paints.
 *
 * The rewrite runs on the streamed HTML. A chunk can end inside a tag, so text from an unclosed
 * "<" on is held back and joined to the next chunk: a tag is never split.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const LOW_PRIORITY = '<link rel="modulepreload" fetchpriority="low"';

export const lowerPreloadPriority = (html: string) => html.replace(MODULE_PRELOAD, LOW_PRIORITY);

export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      held = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(lowerPreloadPriority(text.slice(0, cut))));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(lowerPreloadPriority(rest)));
    },
  });
}
