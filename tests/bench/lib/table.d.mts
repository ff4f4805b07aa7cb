export function printTable(title: string, headers: string[], rows: Array<Array<string | number>>): void;
export function kb(bytes: number): string;
export function median(values: number[]): number;
export function percentile(values: number[], p: number): number;
