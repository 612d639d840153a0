import type { FieldIssue } from '../errors';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why Postgres could not store the text, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (loneSurrogate.test(text)) return 'must be valid Unicode (it holds half of a surrogate pair)';
  return null;
}

/**
 * Postgres text and jsonb cannot hold U+0000 or half a surrogate pair, so a string carrying one
 * fails deep in a service with a database error. Every RPC request is checked at the door
 * instead: each such string (or key) is named as a field issue, so the caller hears 400 and
 * what to fix.
 */
export function unstorableTextIssues(value: unknown, path: string[] = []): FieldIssue[] {
  const at = (segments: string[]) => segments.join('.') || '(root)';
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? [{ path: at(path), message }] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const issues: FieldIssue[] = [];
  for (const [key, item] of Object.entries(value)) {
    const message = unstorable(key);
    if (message) issues.push({ path: at([...path, key]), message });
    else issues.push(...unstorableTextIssues(item, [...path, key]));
  }
  return issues;
}
