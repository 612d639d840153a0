import type { LineInput, PricedLine, TaxMode, Totals } from './money.schema';

/** Scaled integers: quantity and percentages in thousandths. */
const QTY = 1000n;
const BP = 100_000n;

const scaled = (value: number, places: number) => BigInt(Math.round(value * 10 ** places));

/** num / den rounded half away from zero (amounts here are never negative). */
function roundDiv(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/**
 * One line's net, tax and total, each rounded once from exact integer arithmetic (no float
 * drift): exclusive prices add tax to the discounted amount; inclusive prices hold it already,
 * so the net is taken out of the rounded total and the tax is what remains.
 */
export function priceLine(line: Omit<LineInput, 'currency'>, mode: TaxMode): PricedLine {
  const qty = scaled(line.quantity, 3);
  const keep = BP - scaled(line.discountPercent, 3);
  const rate = scaled(line.taxRate, 3);
  const base = qty * BigInt(line.unitPrice) * keep; // exact amount × QTY × BP
  const baseDen = QTY * BP;
  let net: bigint;
  let total: bigint;
  if (mode === 'exclusive') {
    net = roundDiv(base, baseDen);
    total = roundDiv(base * (BP + rate), baseDen * BP);
  } else {
    total = roundDiv(base, baseDen);
    net = roundDiv(base * BP, baseDen * (BP + rate));
  }
  const { currency: _currency, ...rest } = line as LineInput;
  return { ...rest, net: Number(net), tax: Number(total - net), total: Number(total) };
}

/** A document's figures are the sums of its lines' rounded figures, so they always reproduce. */
export function sumLines(lines: readonly Pick<PricedLine, 'net' | 'tax' | 'total'>[]): Totals {
  return lines.reduce(
    (sum, line) => ({ net: sum.net + line.net, tax: sum.tax + line.tax, total: sum.total + line.total }),
    {
      net: 0,
      tax: 0,
      total: 0,
    },
  );
}

export function priceLines(lines: readonly Omit<LineInput, 'currency'>[], mode: TaxMode) {
  const priced = lines.map((line) => priceLine(line, mode));
  return { lines: priced, totals: sumLines(priced) };
}

/** How many minor units digits a currency has (2 for USD, 0 for JPY), as Intl knows it. */
export const minorDigits = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** Minor units as text for documents, e.g. 123456 USD → "USD 1,234.56". */
export function formatMinor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const value = (amount / 10 ** digits).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency} ${value}`;
}
