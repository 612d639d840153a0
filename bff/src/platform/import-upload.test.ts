import { describe, expect, it } from 'vitest';
import { displayFileName } from './import-upload';

describe('displayFileName', () => {
  it('keeps only the base name of a path, whichever slash it uses', () => {
    expect(displayFileName('../../../etc/passwd')).toBe('passwd');
    expect(displayFileName('..\\..\\Windows\\win.ini')).toBe('win.ini');
    expect(displayFileName('/tmp/contacts.csv')).toBe('contacts.csv');
    expect(displayFileName('contacts 2026.csv')).toBe('contacts 2026.csv');
  });

  it('drops control characters and direction overrides that hide what a file is', () => {
    expect(displayFileName('invoice\u202egnp.exe')).toBe('invoicegnp.exe');
    expect(displayFileName('nul\u0000.csv')).toBe('nul.csv');
    expect(displayFileName('line\r\nbreak.csv')).toBe('linebreak.csv');
  });

  it('names a file left without a name, and keeps the end of a very long one', () => {
    expect(displayFileName('../')).toBe('upload.csv');
    expect(displayFileName(`${'a'.repeat(300)}.csv`)).toHaveLength(255);
    expect(displayFileName(`${'a'.repeat(300)}.csv`).endsWith('.csv')).toBe(true);
  });
});
