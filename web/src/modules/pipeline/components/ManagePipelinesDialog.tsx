import type { Pipeline } from '@smartcrm/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
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
  const [name, setName] = useState('');
  const move = (index: number, by: -1 | 1) => {
    const ids = pipelines.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    admin.reorder.mutate(ids);
  };
  const add = () =>
    admin.create.mutate(
      { name },
      {
        onSuccess: (created) => {
          setName('');
          onSelect(created.id);
        },
      },
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
      <form
        className="pipeline-admin__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) add();
        }}
      >
        <TextField
          label="New pipeline"
          value={name}
          onChange={setName}
          maxLength={80}
          placeholder="e.g. Partnerships"
        />
        <Button type="submit" busy={admin.create.isPending} disabled={!name.trim()}>
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
