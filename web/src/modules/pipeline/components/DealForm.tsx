import { Deal, type DealPatch, type PipelineStage } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useDealDraft } from '../hooks/useDealDraft';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { issuesByField } from '../../../ui/form/server-issues';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useDeleteDeal, useUpdateDeal } from '../hooks/useDealMutations';
import { dealKeys } from '../queries';
import { type DealFormValues, patchFrom } from '../utils/deal-form';
import { ContactPicker } from './ContactPicker';

interface DealFormProps {
  deal: Deal;
  stages: PipelineStage[];
  onDeleted: () => void;
}

/** Every field of a deal; saves only what changed, with the version it was read at. */
export function DealForm({ deal, stages, onDeleted }: DealFormProps) {
  const { base, values, setValues, stale, reset } = useDealDraft(deal);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateDeal();
  const remove = useDeleteDeal();
  const queryClient = useQueryClient();
  const field = (name: keyof DealFormValues) => ({
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name],
  });
  const stage = stages.find((s) => s.id === values.stageId);
  const closed = stage && stage.kind !== 'open';

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = patchFrom(base, values);
    setErrors(result.errors);
    if (!result.patch) return;
    const patch: DealPatch = result.patch;
    update.mutate(
      { id: deal.id, patch },
      {
        onSuccess: (saved) => {
          reset(saved);
          toast.success('Changes saved');
        },
        onError: (error) => {
          const current =
            error instanceof ApiError ? Deal.safeParse((error.details as { current?: unknown })?.current) : null;
          if (current?.success) {
            queryClient.setQueryData(dealKeys.detail(deal.id), current.data);
            reset(current.data);
            toast.error('Someone else changed this deal meanwhile; you now see their version. Make your change again.');
          } else if (error instanceof ApiError && error.issues.length) {
            setErrors(issuesByField(error.issues));
          } else {
            toast.error(error.message);
          }
        },
      },
    );
  };

  return (
    <form className="deal-form" onSubmit={save}>
      {stale && (
        <p className="form-error" role="status">
          Someone else changed this deal while you were editing; saving will show you their version first.
        </p>
      )}
      <TextField label="Title" {...field('title')} />
      <div className="deal-form__row">
        <TextField label="Value ($)" inputMode="numeric" {...field('value')} />
        <TextField
          label="Probability (%)"
          inputMode="numeric"
          disabled={closed}
          hint={closed ? `A ${stage?.kind} deal is ${stage?.kind === 'won' ? 100 : 0}%` : undefined}
          {...field('probability')}
        />
      </div>
      <SelectField label="Stage" options={stages.map((s) => ({ value: s.id, label: s.name }))} {...field('stageId')} />
      <ContactPicker
        contactId={values.contactId || null}
        contactName={values.contactId === base.contactId ? base.contactName : null}
        onChange={(id) => setValues((v) => ({ ...v, contactId: id ?? '' }))}
      />
      <div className="deal-form__row">
        <TextField label="Expected close" type="date" {...field('expectedCloseDate')} />
        {closed && <TextField label="Actual close" type="date" {...field('actualCloseDate')} />}
      </div>
      <label className="field">
        <span className="field__label">Description</span>
        <textarea
          className="field__input deal-form__description"
          rows={4}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
      </label>
      <div className="modal__actions deal-form__actions">
        <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(base, { onSuccess: onDeleted })}>
          <Trash2 aria-hidden size={16} /> Delete
        </Button>
        <Button variant="primary" type="submit" busy={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
