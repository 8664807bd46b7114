/** A cell as spreadsheets should read it: quoted when needed, and never a formula (= + - @ tab CR start one). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 text: a header row, then one row per record, CRLF line ends. */
export function csvTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Minor units as a plain decimal for a CSV cell (two places: every currency the platform takes has two). */
export const csvMoney = (minor: number): string => (minor / 100).toFixed(2);
