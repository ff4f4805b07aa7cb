export declare const PUBLIC_PAGES: { home: string; product: string; group: string; sitemap: string; news: string; "home-es": string; "product-ar": string };
export declare function scratchDir(dir: string): string;
