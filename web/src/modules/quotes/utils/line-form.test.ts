import { describe, expect, it } from 'vitest';
import { LineFormSchema } from './line-form';

const form = (over: Record<string, unknown>) => ({
  currency: 'USD',
  taxMode: 'exclusive',
  valueFollowsLines: true,
  lines: [
    {
      productId: null,
      description: 'Seat',
      quantity: 2,
      price: 12.5,
      discountPercent: 0,
      taxRate: 20,
      billing: 'monthly',
      ...over,
    },
  ],
});

describe('LineFormSchema', () => {
  it('turns typed prices into minor units', () => {
    expect(LineFormSchema.parse(form({})).lines[0]).toMatchObject({ unitPrice: 1250, quantity: 2 });
    expect(LineFormSchema.parse({ ...form({ price: 1500 }), currency: 'JPY' }).lines[0]?.unitPrice).toBe(1500);
  });

  it.each([
    [{ quantity: -1 }, 'lines.0.quantity'],
    [{ discountPercent: 101 }, 'lines.0.discountPercent'],
    [{ description: '' }, 'lines.0.description'],
  ])('refuses %j at %s', (over, path) => {
    expect(LineFormSchema.safeParse(form(over)).error?.issues[0]?.path.join('.')).toBe(path);
  });
});
