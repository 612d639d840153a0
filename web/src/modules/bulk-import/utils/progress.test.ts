import { describe, expect, it } from 'vitest';
import { importProgress } from './progress';

const item = {
  headers: ['email', 'name'],
  sampleRows: [['a@b.test', 'Ann']],
  // 11 rows of about 13 bytes: the header and ten like the sample.
  size: 143,
  counts: { read: 5, imported: 5, skipped: 0, failed: 0 },
};

describe('bulk import progress', () => {
  it('estimates from the size and the sample rows, never claiming to be done early', () => {
    expect(importProgress({ ...item, status: 'running' })).toBeCloseTo(0.5, 1);
    expect(importProgress({ ...item, status: 'running', counts: { ...item.counts, read: 50 } })).toBe(0.99);
  });

  it('is whole once the import has finished', () => {
    expect(importProgress({ ...item, status: 'completed' })).toBe(1);
    expect(importProgress({ ...item, status: 'failed' })).toBe(1);
  });
});
