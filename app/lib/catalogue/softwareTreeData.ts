import { INDUSTRIES, productById, productPath, type Industry } from "~/catalogue";
import { parseSelection, treeView } from "~/catalogue/tree";

/**
 * What the home page's "Find Your Software" tree shows for the selection in the URL: the view of
 * app/catalogue/tree.ts plus the focused product's words, so the page ships no catalogue.
 */
export function softwareTreeData(params: URLSearchParams) {
  const view = treeView(parseSelection(params));
  const focus = view.focusId ? productById(view.focusId) : undefined;
  return {
    ...view,
    industries: (Object.keys(INDUSTRIES) as Industry[]).map((id) => ({ id, label: INDUSTRIES[id] })),
    focus: focus
      ? {
          id: focus.id,
          name: focus.name,
          group: focus.group,
          summary: focus.summary,
          path: productPath(focus),
          industries: focus.industries.map((i) => INDUSTRIES[i]),
        }
      : null,
  };
}

export type SoftwareTreeData = ReturnType<typeof softwareTreeData>;
