import { csvWriteOptions } from '@smartcrm/kit';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';

describe('CSV downloads', () => {
  it('write cells a spreadsheet would run as formulas as text (CSV injection)', () => {
    const cells = ['=HYPERLINK("https://evil.test","x")', '+1 555 0100', '-5', '@SUM(A1)', 'plain'];
    const csv = stringify([cells], { ...csvWriteOptions, bom: false });
    expect(csv).toBe(`"'=HYPERLINK(""https://evil.test"",""x"")",'+1 555 0100,'-5,'@SUM(A1),plain\n`);
  });
});
