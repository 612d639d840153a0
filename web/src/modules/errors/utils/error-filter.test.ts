import { describe, expect, it } from 'vitest';
import { isSuppressedError } from './error-filter';

describe('isSuppressedError (spec 000 §8)', () => {
  it.each([
    'Script error.',
    'Failed to fetch dynamically imported module: /x.js',
    'ReadableStream is locked',
    'Loading chunk 7 failed',
    'Request timeout after 30s',
    'Federation runtime: remote not found',
    'Failed to load resource',
    'No AI providers available',
  ])('suppresses %s', (message) => {
    expect(isSuppressedError(new Error(message))).toBe(true);
  });

  it('keeps ordinary errors', () => {
    expect(isSuppressedError(new TypeError('x is undefined'))).toBe(false);
    expect(isSuppressedError('Warning: Each child in a list should have a unique key')).toBe(false);
  });

  it('reads strings, error-like objects and several console arguments', () => {
    expect(isSuppressedError({ message: 'TIMEOUT' })).toBe(true);
    expect(isSuppressedError('Uncaught', new Error('Script error'))).toBe(true);
    expect(isSuppressedError(undefined)).toBe(false);
  });
});
