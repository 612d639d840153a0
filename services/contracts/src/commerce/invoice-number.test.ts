import { describe, expect, it } from 'vitest';
import { InvoiceListQuery, InvoiceNumberPattern } from './invoice.schema';
import { formatInvoiceNumber } from './invoice-number';

describe('formatInvoiceNumber', () => {
  it.each([
    ['INV-{YYYY}-{SEQ:4}', 7, '2026-03-01', 'INV-2026-0007'],
    ['INV-{YYYY}-{SEQ:4}', 12345, '2026-03-01', 'INV-2026-12345'],
    ['{SEQ}', 42, '2026-03-01', '42'],
    ['ACME/{YYYY}/{SEQ:6}', 1, '2027-12-31', 'ACME/2027/000001'],
  ])('%s #%d on %s → %s', (pattern, seq, day, number) => expect(formatInvoiceNumber(pattern, seq, day)).toBe(number));

  it.each(['INV-{YYYY}', 'INV <script>{SEQ}', ''])('refuses the pattern %j', (pattern) =>
    expect(InvoiceNumberPattern.safeParse(pattern).success).toBe(false),
  );
});

describe('InvoiceListQuery', () => {
  it.each([
    ['42', true],
    ['2147483647', true],
    ['2147483648', false],
    ['0', false],
    ['-1', false],
    ['1e3', false],
  ])('cursor %s → %s', (cursor, ok) => expect(InvoiceListQuery.safeParse({ cursor }).success).toBe(ok));
});
