/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). A cell a spreadsheet would run as a formula (starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return) gets a leading `'`, so it is read as text (OWASP's CSV injection advice).
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * A CSV file download: the browser saves it under `filename` instead of showing it. With `bom`, the file starts
 * with a UTF-8 byte order mark, which Excel needs to read Bangla (and any non-ASCII text) as UTF-8.
 */
export function csvDownload(rows: readonly (readonly string[])[], filename: string, { bom = false } = {}): Response {
  return new Response(`${bom ? "\uFEFF" : ""}${toCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Rows of a CSV text (RFC 4180: quoted cells with doubled quotes, CRLF or LF lines), a byte order mark dropped and
 * blank lines skipped. Null when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index++;
      row.push(cell);
      if (row.some((value) => value !== "")) rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (quoted) return null;
  row.push(cell);
  if (row.some((value) => value !== "")) rows.push(row);
  return rows;
}
