import type { Deal, DealPatch } from '@smartcrm/contracts';

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

/** The drawer's fields as the inputs hold them (text). */
export interface DealFormValues {
  title: string;
  value: string;
  probability: string;
  stageId: string;
  contactId: string;
  expectedCloseDate: string;
  actualCloseDate: string;
  description: string;
}

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

/** The fields that changed, as a patch with the version they were read at, or the errors to show. */
export function patchFrom(
  deal: Deal,
  values: DealFormValues,
): { patch: DealPatch | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const value = parseDollars(values.value);
  const probability = parseProbability(values.probability);
  if (!values.title.trim()) errors.title = 'needs a title';
  if (value === null) errors.value = 'must be whole dollars, 0 or more';
  if (probability === null) errors.probability = 'must be a whole number from 0 to 100';
  if (Object.keys(errors).length) return { patch: null, errors };

  const before = formValuesOf(deal);
  const changed = (name: keyof DealFormValues) => values[name].trim() !== before[name].trim();
  const orNull = (text: string) => text.trim() || null;
  const patch: DealPatch = { version: deal.version };
  if (changed('title')) patch.title = values.title.trim();
  if (changed('value')) patch.value = value!;
  if (changed('probability') && probability !== undefined) patch.probability = probability!;
  if (changed('stageId')) patch.stageId = values.stageId;
  if (changed('contactId')) patch.contactId = orNull(values.contactId);
  if (changed('expectedCloseDate')) patch.expectedCloseDate = orNull(values.expectedCloseDate);
  if (changed('actualCloseDate')) patch.actualCloseDate = orNull(values.actualCloseDate);
  if (changed('description')) patch.description = orNull(values.description);
  return { patch, errors };
}
