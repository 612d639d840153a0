import type { Pipeline } from '@smartcrm/contracts';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { usePipelineAdmin } from '../hooks/usePipelineAdmin';
import { dealCountOf } from '../pipeline-writes';

interface Props {
  pipeline: Pipeline;
  others: Pipeline[];
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onDeleted: (movedTo: string | undefined) => void;
}

/** One pipeline in the manage dialog: its name (saved on Enter or leaving the field), order, default, delete. */
export function PipelineAdminRow({ pipeline, others, first, last, onMove, onDeleted }: Props) {
  const admin = usePipelineAdmin();
  const [name, setName] = useState(pipeline.name);
  const [deleting, setDeleting] = useState(false);
  const [target, setTarget] = useState(others.find((p) => p.isDefault)?.id ?? others[0]?.id ?? '');
  const deals = dealCountOf(pipeline);
  const rename = () => {
    if (name.trim() && name.trim() !== pipeline.name)
      admin.rename.mutate({ id: pipeline.id, name: name.trim(), version: pipeline.version });
  };
  const remove = () => {
    const moveDealsTo = deals > 0 ? target : undefined;
    admin.remove.mutate({ id: pipeline.id, moveDealsTo }, { onSuccess: () => onDeleted(moveDealsTo) });
  };

  return (
    <li className="pipeline-admin__row">
      <div className="pipeline-admin__main">
        <input
          className="field__input"
          aria-label={`Name of ${pipeline.name}`}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          onBlur={rename}
          onKeyDown={(e) => e.key === 'Enter' && rename()}
        />
        <span className="pipeline-admin__count">{deals === 1 ? '1 deal' : `${deals} deals`}</span>
        {pipeline.isDefault ? (
          <span className="pipeline-admin__default">
            <Star aria-hidden size={14} /> Default
          </span>
        ) : (
          <Button size="sm" onClick={() => admin.makeDefault.mutate(pipeline.id)}>
            Make default
          </Button>
        )}
        <Button size="sm" aria-label={`Move ${pipeline.name} up`} disabled={first} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden size={14} />
        </Button>
        <Button size="sm" aria-label={`Move ${pipeline.name} down`} disabled={last} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden size={14} />
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-label={`Delete ${pipeline.name}`}
          disabled={pipeline.isDefault}
          title={pipeline.isDefault ? 'Make another pipeline the default first' : undefined}
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden size={14} />
        </Button>
      </div>
      {deleting && (
        <fieldset className="pipeline-admin__confirm" aria-label={`Delete ${pipeline.name}`}>
          {deals > 0 ? (
            <label>
              Move its {deals} deals to{' '}
              <select value={target} onChange={(e) => setTarget(e.target.value)}>
                {others.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <span>It has no deals.</span>
          )}
          <Button size="sm" onClick={() => setDeleting(false)}>
            Cancel
          </Button>
          <Button size="sm" variant="danger" busy={admin.remove.isPending} onClick={remove}>
            Delete pipeline
          </Button>
        </fieldset>
      )}
    </li>
  );
}
