import { csvWriteOptions } from '@smartcrm/kit';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';

const written = (cells: unknown[]) => stringify([cells], { ...csvWriteOptions, bom: false });

describe('CSV downloads', () => {
  it('write cells a spreadsheet would run as formulas as text (CSV injection)', () => {
    const cells = ['=HYPERLINK("https://evil.test","x")', '+SUM(A1)', '-5', '@SUM(A1)', '\tx', 'plain', -5];
    expect(written(cells)).toBe(`"'=HYPERLINK(""https://evil.test"",""x"")",'+SUM(A1),'-5,'@SUM(A1),'\tx,plain,-5\n`);
  });

  it('write phone numbers in international form as they are: + then digits, spaces, dots, dashes, brackets', () => {
    const phones = ['+1 555 0100', '+44 (20) 7946-0958', '+49.30.1234', '+12025550100'];
    expect(written(phones)).toBe('+1 555 0100,+44 (20) 7946-0958,+49.30.1234,+12025550100\n');
    // A letter, an operator or a bare + is not a phone number: still escaped.
    expect(written(['+1+cmd|x', '+1*2', '+', '+ ()'])).toBe(`'+1+cmd|x,'+1*2,'+,'+ ()\n`);
  });
});
