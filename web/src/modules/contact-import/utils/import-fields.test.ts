import type { ContactImport } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { estimatedRows } from './import-fields';

const base = {
  headers: ['Name', 'Email'],
  sampleRows: [
    ['Ada', 'a@x.io'],
    ['Bob', 'b@x.io'],
  ],
};
const counts = { read: 0, imported: 0, updated: 0, skipped: 0, failed: 0 };

describe('estimatedRows', () => {
  it('divides the file size by the bytes of a sample row', () => {
    expect(estimatedRows({ ...base, size: 11 + 11 * 100, counts } as unknown as ContactImport)).toBe(100);
  });
  it('never says less than was read', () => {
    expect(estimatedRows({ ...base, size: 30, counts: { ...counts, read: 7 } } as unknown as ContactImport)).toBe(7);
  });
});
