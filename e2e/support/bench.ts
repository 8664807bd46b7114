// What the benchmark scripts (e2e/scripts/lighthouse.ts, interactions.ts) share: the median of their runs,
// their aligned tables, and reading the API of the platform they started.

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/** Prints rows as columns padded to their widest cell. */
export function printTable(rows: string[][]): void {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows) console.info(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}

/** The `data` of a successful API answer; any other answer stops the benchmark with the API's words. */
export async function apiData<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return ((await response.json()) as { data: T }).data;
}
