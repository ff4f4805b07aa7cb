export interface Crumb {
  name: string;
  path: string;
}

/**
 * Home › group page › [parent ›] product: the trail a product page and its BreadcrumbList show,
 * from the page's own links, in the page's language once they are (`home`: its word for Home and
 * its home page's path). A group page's trail is Home › the group.
 */
export const catalogueTrail = (page: { group: Crumb; parent?: Crumb | null; product?: Crumb }, home: Crumb): Crumb[] =>
  [home, page.group, ...(page.parent ? [page.parent] : []), ...(page.product ? [page.product] : [])].map(({ name, path }) => ({ name, path }));
