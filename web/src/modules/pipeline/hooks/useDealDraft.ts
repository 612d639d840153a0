import type { Deal } from '@smartcrm/contracts';
import { useState } from 'react';
import { type DealFormValues, formValuesOf } from '../utils/deal-form';

/**
 * The drawer's edits against the deal as it was read. A newer version from elsewhere replaces an
 * untouched form; a touched one keeps the user's typing and its base, so saving it is a conflict
 * rather than a silent overwrite.
 */
export function useDealDraft(deal: Deal) {
  const [base, setBase] = useState(deal);
  const [values, setValues] = useState<DealFormValues>(() => formValuesOf(deal));
  const dirty = JSON.stringify(values) !== JSON.stringify(formValuesOf(base));
  if (deal.version > base.version && !dirty) {
    setBase(deal);
    setValues(formValuesOf(deal));
  }
  const reset = (to: Deal) => {
    setBase(to);
    setValues(formValuesOf(to));
  };
  return { base, values, setValues, dirty, stale: deal.version > base.version, reset };
}
