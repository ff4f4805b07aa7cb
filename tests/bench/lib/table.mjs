// Prints rows as a plain-text table (numbers right-aligned), the format every benchmark reports in.
export function printTable(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((c) => String(c ?? "")));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const numeric = headers.map(
    (_, i) => rows.length > 0 && rows.every((r) => r[i] === "" || r[i] === "–" || typeof r[i] === "number" || /^[\d.,]+\s?\S*$|^skipped$/.test(String(r[i]))),
  );
  const line = (row) =>
    row
      .map((c, i) => (numeric[i] && i > 0 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(cells[0]));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of cells.slice(1)) console.log(line(row));
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
