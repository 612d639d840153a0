import { featureNames, type Plan, type UpdatePlanBody } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { createPlan, planKeys, updatePlan } from '../queries';
import { featureLabel, limitText, parseLimit } from '../utils/plan-format';

interface Draft {
  id: string;
  name: string;
  price: string;
  users: string;
  contacts: string;
  aiCredits: string;
  features: Set<string>;
  /** The pricing section's lines under the price, one per line. */
  highlights: string;
  popular: boolean;
  listed: boolean;
}

const draftOf = (plan: Plan | null): Draft => ({
  id: plan?.id ?? '',
  name: plan?.name ?? '',
  price: plan ? String(plan.monthlyPrice) : '',
  users: limitText(plan?.quotas.users ?? null),
  contacts: limitText(plan?.quotas.contacts ?? null),
  aiCredits: limitText(plan?.quotas.aiCredits ?? null),
  features: new Set(plan?.features ?? ['dashboard', 'contacts', 'pipeline']),
  highlights: plan?.highlights.join('\n') ?? '',
  popular: plan?.popular ?? false,
  listed: plan?.listed ?? true,
});

/** Creates a plan (`plan` null) or edits one; the server validates and names a bad field. */
export function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(plan));
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const save = useMutation({
    mutationFn: (body: Omit<UpdatePlanBody, 'version'>) =>
      plan ? updatePlan(plan.id, { ...body, version: plan.version }) : createPlan({ ...body, id: draft.id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'SmartCRM could not be reached.'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const quotas = {
      users: parseLimit(draft.users),
      contacts: parseLimit(draft.contacts),
      aiCredits: parseLimit(draft.aiCredits),
    };
    if (Object.values(quotas).includes('invalid')) return setError('Limits must be whole numbers (blank: unlimited)');
    if (!/^\d+$/.test(draft.price.trim())) return setError('The monthly price must be whole dollars');
    save.mutate({
      name: draft.name,
      monthlyPrice: Number(draft.price),
      features: [...draft.features] as Plan['features'],
      quotas: quotas as Plan['quotas'],
      highlights: draft.highlights
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      popular: draft.popular,
      listed: draft.listed,
    });
  }

  const toggle = (feature: string) =>
    setDraft((d) => {
      const features = new Set(d.features);
      if (!features.delete(feature)) features.add(feature);
      return { ...d, features };
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={plan ? `Edit ${plan.name}` : 'New plan'}>
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={error} />
        {!plan && (
          <TextField
            label="Plan id"
            hint="Letters, digits and hyphens, e.g. growth"
            value={draft.id}
            onChange={set('id')}
          />
        )}
        <TextField label="Name" value={draft.name} onChange={set('name')} />
        <TextField label="Monthly price (US dollars)" inputMode="numeric" value={draft.price} onChange={set('price')} />
        <div className="plan-form__limits">
          <TextField
            label="Max users"
            inputMode="numeric"
            hint="Blank: unlimited"
            value={draft.users}
            onChange={set('users')}
          />
          <TextField
            label="Max contacts"
            inputMode="numeric"
            hint="Blank: unlimited"
            value={draft.contacts}
            onChange={set('contacts')}
          />
          <TextField
            label="AI credits a month"
            inputMode="numeric"
            hint="Blank: unlimited"
            value={draft.aiCredits}
            onChange={set('aiCredits')}
          />
        </div>
        <fieldset className="plan-form__features">
          <legend className="field__label">Product areas</legend>
          {featureNames.map((feature) => (
            <label key={feature} className="plan-form__feature">
              <input
                type="checkbox"
                className="checkbox"
                checked={draft.features.has(feature)}
                onChange={() => toggle(feature)}
              />{' '}
              {featureLabel(feature)}
            </label>
          ))}
        </fieldset>
        <fieldset className="plan-form__pricing">
          <legend className="field__label">Public pricing section</legend>
          <label className="plan-form__feature">
            <input
              type="checkbox"
              className="checkbox"
              checked={draft.listed}
              onChange={(event) => setDraft((d) => ({ ...d, listed: event.target.checked }))}
            />{' '}
            Offered on the pricing section (visitors can start a trial on it)
          </label>
          <label className="plan-form__feature">
            <input
              type="checkbox"
              className="checkbox"
              checked={draft.popular}
              onChange={(event) => setDraft((d) => ({ ...d, popular: event.target.checked }))}
            />{' '}
            Marked "Most Popular"
          </label>
          <label className="field">
            <span className="field__label">Lines under the price (one per line)</span>
            <textarea
              className="field__input plan-form__highlights"
              rows={5}
              value={draft.highlights}
              onChange={(event) => setDraft((d) => ({ ...d, highlights: event.target.value }))}
            />
          </label>
        </fieldset>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            Save plan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
