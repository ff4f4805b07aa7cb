export declare const PUBLIC_PAGES: { home: string; product: string; group: string; sitemap: string; news: string };
export declare function scratchDir(dir: string): string;
