import { Deal, type PipelineStage } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect, FormTextarea } from '../../../ui/form/FormInputs';
import { submitHandler } from '../../../ui/form/use-schema-form';
import { useDealDraft } from '../hooks/useDealDraft';
import { useDeleteDeal, useUpdateDeal } from '../hooks/useDealMutations';
import { dealKeys } from '../queries';
import { patchFrom } from '../utils/deal-form';
import { ContactPicker } from './ContactPicker';

interface DealFormProps {
  deal: Deal;
  stages: PipelineStage[];
  onDeleted: () => void;
}

/** The deal the server has now, when it refused a save made from an older version. */
const currentDeal = (error: unknown) => {
  if (!(error instanceof ApiError)) return null;
  const current = Deal.safeParse((error.details as { current?: unknown } | undefined)?.current);
  return current.success ? current.data : null;
};

/** Every field of a deal; saves only what changed, with the version it was read at. */
export function DealForm({ deal, stages, onDeleted }: DealFormProps) {
  const { base, form, stale, reset } = useDealDraft(deal);
  const update = useUpdateDeal();
  const remove = useDeleteDeal();
  const queryClient = useQueryClient();
  const stage = stages.find((s) => s.id === form.watch('stageId'));
  const closed = stage && stage.kind !== 'open';

  const save = submitHandler(
    form,
    async (values) => {
      try {
        reset(await update.mutateAsync({ id: deal.id, patch: patchFrom(base, values) }));
        toast.success('Changes saved');
      } catch (error) {
        const current = currentDeal(error);
        if (!current) throw error;
        queryClient.setQueryData(dealKeys.detail(deal.id), current);
        reset(current);
        toast.error('Someone else changed this deal meanwhile; you now see their version. Make your change again.');
      }
    },
    { onFormError: toast.error },
  );

  return (
    <form className="deal-form" onSubmit={save}>
      {stale && (
        <p className="form-error" role="status">
          Someone else changed this deal while you were editing; saving will show you their version first.
        </p>
      )}
      <FormInput form={form} name="title" label="Title" />
      <div className="deal-form__row">
        <FormInput form={form} name="value" label="Value ($)" inputMode="numeric" />
        <FormInput
          form={form}
          name="probability"
          label="Probability (%)"
          inputMode="numeric"
          disabled={closed}
          hint={closed ? `A ${stage?.kind} deal is ${stage?.kind === 'won' ? 100 : 0}%` : undefined}
        />
      </div>
      <FormSelect
        form={form}
        name="stageId"
        label="Stage"
        options={stages.map((s) => ({ value: s.id, label: s.name }))}
      />
      <Controller
        control={form.control}
        name="contactId"
        render={({ field }) => (
          <ContactPicker
            contactId={field.value || null}
            contactName={field.value === base.contactId ? base.contactName : null}
            onChange={(id) => field.onChange(id ?? '')}
          />
        )}
      />
      <div className="deal-form__row">
        <FormInput form={form} name="expectedCloseDate" label="Expected close" type="date" />
        {closed && <FormInput form={form} name="actualCloseDate" label="Actual close" type="date" />}
      </div>
      <FormTextarea form={form} name="description" label="Description" className="deal-form__description" rows={4} />
      <div className="modal__actions deal-form__actions">
        <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(base, { onSuccess: onDeleted })}>
          <Trash2 aria-hidden size={16} /> Delete
        </Button>
        <Button variant="primary" type="submit" busy={form.formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
