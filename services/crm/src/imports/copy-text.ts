/**
 * Postgres COPY text format, written by hand: it is the hot loop of an import, and the format is
 * small (tab-separated, \N for NULL, backslash escapes).
 */
const special = /[\\\t\n\r]/g;
const needsEscape = /[\\\t\n\r]/;
const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return needsEscape.test(text) ? text.replace(special, (c) => escapes[c]!) : text;
}

/** A text[] literal: every element double-quoted, so commas, braces and quotes inside stay text. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

export const copyLine = (fields: readonly (string | number | null | undefined)[]): string =>
  `${fields.map(copyField).join('\t')}\n`;

/** Lines joined into chunks of about 64 KiB: COPY costs a message and a socket write per chunk, not per row. */
export function* copyChunks(lines: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
