// Formatting for the bench's printed summary: aligned tables, sizes and durations.

export type Row = readonly string[];

/** Columns are right-aligned except the first; `leftAligned` names more text columns by index. */
export function table(title: string, header: Row, rows: readonly Row[], leftAligned: readonly number[] = []): string {
  const left = new Set([0, ...leftAligned]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: Row) =>
    row
      .map((cell, column) => (left.has(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [`\n${title}`, line(header), rule, ...rows.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
export const score = (value: number) => `${Math.round(value * 100)}`;
export const fixed = (value: number, digits = 0) => value.toFixed(digits);
export const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
