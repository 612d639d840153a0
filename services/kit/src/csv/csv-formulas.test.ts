import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unescapeFormula } from './csv-formulas';
import { csvParser } from './csv-upload';

describe('reading back escaped formula cells', () => {
  it('drops the quote our exports put before = + - @, and keeps every other cell as it is', async () => {
    const written = `"'=HYPERLINK(""https://evil.test"",""x"")",'+1 555 0100,'-5,'@SUM(A1),plain,'quoted\n`;
    const rows: string[][] = [];
    for await (const row of Readable.from([written]).pipe(csvParser(','))) rows.push(row);
    expect(rows).toEqual([
      ['=HYPERLINK("https://evil.test","x")', '+1 555 0100', '-5', '@SUM(A1)', 'plain', "'quoted"],
    ]);
    expect(unescapeFormula("'plain")).toBe("'plain");
  });
});
