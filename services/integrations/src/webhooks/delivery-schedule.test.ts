import { describe, expect, it } from 'vitest';
import { nextRetryDelay, recordKeyOf, retryDelaysMs } from './delivery-schedule';

describe('the delivery schedule', () => {
  it('retries with growing gaps for about a day, then gives up', () => {
    const waits = retryDelaysMs.map((_, i) => nextRetryDelay(i + 1) ?? 0);
    expect(waits.every((w, i) => i === 0 || w >= (waits[i - 1] ?? 0))).toBe(true);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(22 * 3_600_000);
    expect(total).toBeLessThan(26 * 3_600_000);
    expect(nextRetryDelay(retryDelaysMs.length + 1)).toBeNull();
  });

  it('orders the deliveries of one record and leaves other facts unordered', () => {
    expect(recordKeyOf('deal.created', 'e1', { dealId: 'd1', contactId: 'c1' })).toBe('deal:d1');
    expect(recordKeyOf('contact.merged', 'e1', { survivorId: 'c2', loserId: 'c3' })).toBe('contact:c2');
    expect(recordKeyOf('import.completed', 'e1', { importId: 'i1' })).toBe('import:i1');
    expect(recordKeyOf('task.created', 'e1', {})).toBe('event:e1');
  });
});
