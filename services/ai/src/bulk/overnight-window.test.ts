import { describe, expect, it } from 'vitest';
import { nextWindowStart } from './overnight-window';

const at = (iso: string) => new Date(iso);

describe('nextWindowStart', () => {
  it('starts at once inside the window, up to its last hour', () => {
    expect(nextWindowStart('1-5', at('2026-11-22T01:00:00Z')).toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(nextWindowStart('1-5', at('2026-11-22T04:59:00Z')).toISOString()).toBe('2026-11-22T04:59:00.000Z');
  });

  it('waits for the next start outside it', () => {
    expect(nextWindowStart('1-5', at('2026-11-22T05:00:00Z')).toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(nextWindowStart('1-5', at('2026-11-22T00:30:00Z')).toISOString()).toBe('2026-11-22T01:00:00.000Z');
  });

  it('handles a window across midnight', () => {
    expect(nextWindowStart('22-4', at('2026-11-22T23:00:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(nextWindowStart('22-4', at('2026-11-22T03:00:00Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(nextWindowStart('22-4', at('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-11-22T22:00:00.000Z');
  });
});
