/** The site's absolute URL for a path, whatever the configured origin's trailing slash. */
export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, "")}${path}`;
