/**
 * What an attacker or a careless client sends: the hostile-input suites (HTTP routes, WebSocket
 * messages, stored script in the browser) draw from these lists.
 */

/** Strings that must be refused or stored and shown as plain text, never run or interpreted. */
export const hostileStrings: Record<string, string> = {
  sqlOr: "' OR 1=1 --",
  sqlDrop: "x'); DROP TABLE contacts; --",
  script: '<script>window.__pwned=1</script>',
  imgOnError: '<img src=x onerror="window.__pwned=1">',
  javascriptUrl: 'javascript:window.__pwned=1',
  nul: 'nul\u0000byte',
  loneSurrogate: 'lone\ud800surrogate',
  rtlOverride: 'invoice\u202egnp.exe',
  emoji: '👩‍👩‍👧‍👦🔥',
  combining: 'Z\u0351\u0334a\u0336\u0321l\u0337g\u0338o\u0335',
  traversal: '../../../../etc/passwd',
  protoKey: '__proto__',
};

/** A string far past any field's limit. */
export const hugeString = 'x'.repeat(100_000);

/**
 * JSON whose string holds an overlong UTF-8 encoding of '/' (0xC0 0xAF): not valid UTF-8, so it
 * must be refused or read as replacement characters, never decoded to '/'.
 */
export function overlongUtf8Json(field: string): Uint8Array {
  const head = new TextEncoder().encode(`{"${field}":"..`);
  const tail = new TextEncoder().encode('etc"}');
  return Uint8Array.from([...head, 0xc0, 0xaf, ...tail]);
}

/** JSON text with keys that pollute Object.prototype when a parser or merge is careless. */
export function prototypePollutionJson(base: Record<string, unknown>): string {
  const fields = JSON.stringify(base).slice(1, -1);
  return `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}${fields ? `,${fields}` : ''}}`;
}

/** Markup that sets window.__pwned when it runs: for asserting in a browser that nothing ran. */
export const scriptPayloads = [
  '<script>window.__pwned="script"</script>',
  '<img src=x onerror="window.__pwned=\'img\'">',
  '"><svg onload="window.__pwned=\'svg\'">',
  "javascript:window.__pwned='href'",
];
