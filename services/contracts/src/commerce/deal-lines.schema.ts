import { z } from 'zod';
import { Currency, PricedDocumentInput, PricedLine, TaxMode, Totals } from './money.schema';

/** A deal's line items, replaced as a whole; with `valueFollowsLines` the deal's value is their total. */
export const DealLinesInput = PricedDocumentInput.safeExtend({ valueFollowsLines: z.boolean().default(false) });
export type DealLinesInput = z.infer<typeof DealLinesInput>;

export const DealLines = z.object({
  dealId: z.uuid(),
  currency: Currency,
  taxMode: TaxMode,
  valueFollowsLines: z.boolean(),
  lines: z.array(PricedLine),
  totals: Totals,
});
export type DealLines = z.infer<typeof DealLines>;
