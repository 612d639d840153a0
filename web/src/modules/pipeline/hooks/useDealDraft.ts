import { zodResolver } from '@hookform/resolvers/zod';
import type { Deal } from '@smartcrm/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DealFormSchema, type DealFormValues, formValuesOf } from '../utils/deal-form';

/**
 * The drawer's form against the deal as it was read. A newer version from elsewhere replaces an
 * untouched form; a touched one keeps the user's typing and its base, so saving it is a conflict
 * rather than a silent overwrite.
 */
export function useDealDraft(deal: Deal) {
  const [base, setBase] = useState(deal);
  const form = useForm<DealFormValues>({ resolver: zodResolver(DealFormSchema), defaultValues: formValuesOf(deal) });
  const { isDirty } = form.formState;
  const reset = (to: Deal) => {
    setBase(to);
    form.reset(formValuesOf(to));
  };
  useEffect(() => {
    if (deal.version <= base.version || isDirty) return;
    setBase(deal);
    form.reset(formValuesOf(deal));
  }, [deal, base.version, isDirty, form]);
  return { base, form, stale: deal.version > base.version, reset };
}
