export interface FirstLoadFile {
  url: string;
  kind: "js" | "css";
  body: Buffer;
}
export function staticImports(source: string): string[];
export function htmlAssets(html: string, pageUrl: string): { js: Set<string>; css: Set<string> };
export function firstLoadFiles(html: string, pageUrl: string, fetchBody: (url: string) => Promise<Buffer>): Promise<FirstLoadFile[]>;
export function firstPostPath(newsHtml: string): string | undefined;
export function dynamicImports(source: string): string[];
export function lazyChunkFiles(
  firstLoad: FirstLoadFile[],
  chunkName: RegExp,
  fetchBody: (url: string) => Promise<Buffer>,
): Promise<{ entry: string; files: FirstLoadFile[] }>;
export const CONTACT_OVERLAY_CHUNK: RegExp;
