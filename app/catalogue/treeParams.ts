/** The "Find Your Software" section's anchor and query parameter names (kept apart from ./tree so the page ships no catalogue). */
export const TREE_ANCHOR = "find-your-software";
/** Query parameter names, in the order links write them. */
export const TREE_PARAMS = { category: "category", product: "product", subModule: "submodule", industry: "industry" } as const;
