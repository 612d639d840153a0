import type { Deal, DealPatch } from '@smartcrm/contracts';
import { z } from 'zod';

/** '12,500' or '$12500' → 12500; blank → 0; fractions, negatives and text → null (spec: whole dollars). */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return 0;
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : null;
}

/** '40' → 40; blank → undefined; anything outside 0-100 or fractional → null. */
export function parseProbability(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

/** The drawer's fields as the inputs hold them (text), each checked before a save. */
export const DealFormSchema = z.object({
  title: z.string().refine((title) => title.trim() !== '', 'needs a title'),
  value: z.string().refine((text) => parseDollars(text) !== null, 'must be whole dollars, 0 or more'),
  probability: z.string().refine((text) => parseProbability(text) !== null, 'must be a whole number from 0 to 100'),
  stageId: z.string(),
  contactId: z.string(),
  expectedCloseDate: z.string(),
  actualCloseDate: z.string(),
  description: z.string(),
});
export type DealFormValues = z.infer<typeof DealFormSchema>;

export const formValuesOf = (deal: Deal): DealFormValues => ({
  title: deal.title,
  value: String(deal.value),
  probability: String(deal.probability),
  stageId: deal.stageId,
  contactId: deal.contactId ?? '',
  expectedCloseDate: deal.expectedCloseDate ?? '',
  actualCloseDate: deal.actualCloseDate ?? '',
  description: deal.description ?? '',
});

/** The fields that changed (the form has checked them), as a patch with the version they were read at. */
export function patchFrom(deal: Deal, values: DealFormValues): DealPatch {
  const before = formValuesOf(deal);
  const changed = (name: keyof DealFormValues) => values[name].trim() !== before[name].trim();
  const orNull = (text: string) => text.trim() || null;
  const probability = parseProbability(values.probability);
  const patch: DealPatch = { version: deal.version };
  if (changed('title')) patch.title = values.title.trim();
  if (changed('value')) patch.value = parseDollars(values.value) ?? 0;
  if (changed('probability') && probability != null) patch.probability = probability;
  if (changed('stageId')) patch.stageId = values.stageId;
  if (changed('contactId')) patch.contactId = orNull(values.contactId);
  if (changed('expectedCloseDate')) patch.expectedCloseDate = orNull(values.expectedCloseDate);
  if (changed('actualCloseDate')) patch.actualCloseDate = orNull(values.actualCloseDate);
  if (changed('description')) patch.description = orNull(values.description);
  return patch;
}
