/** One CSV field: quoted when it holds a comma, quote or line break; formula starts neutralised. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
