import { CreatePipelineRequest, type Pipeline } from '@smartcrm/contracts';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { usePipelineAdmin } from '../hooks/usePipelineAdmin';
import { PipelineAdminRow } from './PipelineAdminRow';

interface Props {
  pipelines: Pipeline[];
  onClose: () => void;
  /** Shows a pipeline just created or the one left after a delete. */
  onSelect: (id: string) => void;
}

/** Add, rename, order, choose the default and delete pipelines (a new one starts with the default stages). */
export function ManagePipelinesDialog({ pipelines, onClose, onSelect }: Props) {
  const admin = usePipelineAdmin();
  const move = (index: number, by: -1 | 1) => {
    const ids = pipelines.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    admin.reorder.mutate(ids);
  };
  const { form, submit, sending } = useSchemaForm(
    CreatePipelineRequest.pick({ name: true }),
    { name: '' },
    async (input) => {
      const created = await admin.create.mutateAsync(input);
      form.reset();
      onSelect(created.id);
    },
    { onFormError: toast.error },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Pipelines">
      <ol className="pipeline-admin">
        {pipelines.map((pipeline, index) => (
          <PipelineAdminRow
            key={pipeline.id}
            pipeline={pipeline}
            others={pipelines.filter((p) => p.id !== pipeline.id)}
            first={index === 0}
            last={index === pipelines.length - 1}
            onMove={(by) => move(index, by)}
            onDeleted={(movedTo) => movedTo && onSelect(movedTo)}
          />
        ))}
      </ol>
      <form className="pipeline-admin__add" onSubmit={submit} noValidate>
        <FormInput form={form} name="name" label="New pipeline" maxLength={80} placeholder="e.g. Partnerships" />
        <Button type="submit" busy={sending} disabled={!form.watch('name').trim()}>
          <Plus aria-hidden size={16} /> Add pipeline
        </Button>
      </form>
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
