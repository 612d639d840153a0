import { describe, expect, it } from 'vitest';
import { formatMinor, priceLine, priceLines } from './line-math';
import { LineInput, PricedDocumentInput } from './money.schema';

const line = (quantity: number, unitPrice: number, discountPercent = 0, taxRate = 0) =>
  LineInput.parse({ description: 'x', quantity, unitPrice, discountPercent, taxRate });

describe('priceLine: each figure rounded once from the exact amount', () => {
  it.each([
    // quantity, unit price (cents), discount %, tax %, mode, net, tax, total
    [1, 1000, 0, 0, 'exclusive', 1000, 0, 1000],
    [3, 333, 0, 0, 'exclusive', 999, 0, 999],
    [0.5, 1, 0, 0, 'exclusive', 1, 0, 1], // 0.5 cent rounds half up
    [0.001, 499, 0, 0, 'exclusive', 0, 0, 0],
    [1, 1999, 15, 0, 'exclusive', 1699, 0, 1699], // 1699.15
    [1, 1000, 100, 20, 'exclusive', 0, 0, 0],
    [1, 1000, 0, 20, 'exclusive', 1000, 200, 1200],
    [1, 1005, 0, 10, 'exclusive', 1005, 101, 1106], // 1105.5 → 1106, tax is the rest
    [3, 0.33 * 100, 0, 7.25, 'exclusive', 99, 7, 106], // 106.1775
    [2.5, 1999, 12.5, 19, 'exclusive', 4373, 831, 5204], // 4372.8125, 5203.65
    [1, 1200, 0, 20, 'inclusive', 1000, 200, 1200],
    [1, 1000, 0, 19, 'inclusive', 840, 160, 1000], // 840.336
    [1, 1, 0, 100, 'inclusive', 1, 0, 1], // 0.5 → 1: net rounds half up, no tax left
    [7, 1499, 10, 8.875, 'inclusive', 8674, 770, 9444], // 9443.7 total
    [1_000_000, 1_000_000, 0, 0, 'exclusive', 1_000_000_000_000, 0, 1_000_000_000_000],
  ] as const)('%s × %s at -%s%% +%s%% %s → %s + %s = %s', (q, price, discount, rate, mode, net, tax, total) => {
    const priced = priceLine(line(q, price, discount, rate), mode);
    expect({ net: priced.net, tax: priced.tax, total: priced.total }).toEqual({ net, tax, total });
  });

  it('sums rounded lines, so a document reproduces from its lines', () => {
    const { lines, totals } = priceLines([line(1, 1, 0, 50), line(1, 1, 0, 50), line(1, 1, 0, 50)], 'exclusive');
    expect(lines.map((l) => l.total)).toEqual([2, 2, 2]); // 1.5 each, rounded per line
    expect(totals).toEqual({ net: 3, tax: 3, total: 6 });
  });
});

describe('line input is refused naming the field', () => {
  const issuePath = (input: unknown) => PricedDocumentInput.safeParse(input).error?.issues[0]?.path.join('.');
  const doc = (over: Record<string, unknown>) => ({
    currency: 'USD',
    lines: [
      { description: 'a', quantity: 1, unitPrice: 100 },
      { description: 'b', quantity: 1, unitPrice: 100, ...over },
    ],
  });
  it.each([
    [{ quantity: -1 }, 'lines.1.quantity'],
    [{ quantity: 0 }, 'lines.1.quantity'],
    [{ quantity: 1.0001 }, 'lines.1.quantity'],
    [{ discountPercent: 100.01 }, 'lines.1.discountPercent'],
    [{ discountPercent: 1.0005 }, 'lines.1.discountPercent'],
    [{ discountPercent: -5 }, 'lines.1.discountPercent'],
    [{ taxRate: 101 }, 'lines.1.taxRate'],
    [{ unitPrice: 10.5 }, 'lines.1.unitPrice'],
    [{ unitPrice: -1 }, 'lines.1.unitPrice'],
    [{ currency: 'EUR' }, 'lines.1.currency'],
    [{ currency: 'dollars' }, 'lines.1.currency'],
  ])('%j → %s', (over, path) => expect(issuePath(doc(over))).toBe(path));

  it('accepts a line in the document currency, any case', () => {
    expect(PricedDocumentInput.safeParse(doc({ currency: 'usd' })).success).toBe(true);
  });
});

describe('formatMinor', () => {
  it.each([
    [123456, 'USD', 'USD 1,234.56'],
    [5, 'EUR', 'EUR 0.05'],
    [1500, 'JPY', 'JPY 1,500'],
  ])('%d %s → %s', (amount, currency, text) => expect(formatMinor(amount, currency)).toBe(text));
});
