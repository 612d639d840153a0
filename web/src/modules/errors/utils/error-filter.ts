/**
 * Noise from remote modules, streams and flaky networks that spec 000 §8 asks to suppress:
 * the text of a global error or console.error output mentioning any of these is dropped.
 */
const suppressedFragments = [
  'script error',
  'module',
  'stream',
  'loading',
  'timeout',
  'federation',
  'failed to load',
  'no ai providers available',
];

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'message' in value) return String(value.message);
  return String(value);
}

/** True when an error (or console.error arguments) should be silently suppressed. */
export function isSuppressedError(...values: unknown[]): boolean {
  const text = values.map(describe).join(' ').toLowerCase();
  return suppressedFragments.some((fragment) => text.includes(fragment));
}
