import type { ImportStartRequest } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pipelinesQuery } from '../../pipeline/queries';

interface Props {
  options: Partial<ImportStartRequest>;
  onChange: (next: Partial<ImportStartRequest>) => void;
}

/** Deals: the pipeline whose stages the file names, and what to do with unknown contact emails. */
export function DealImportOptions({ options, onChange }: Props) {
  const pipelines = useQuery(pipelinesQuery());
  const chosen = options.pipelineId ?? pipelines.data?.find((p) => p.isDefault)?.id;
  useEffect(() => {
    if (!options.pipelineId && chosen) onChange({ pipelineId: chosen });
  }, [options.pipelineId, chosen, onChange]);
  const stages = pipelines.data?.find((p) => p.id === chosen)?.stages ?? [];

  return (
    <fieldset className="import-options">
      <legend>Where the deals go</legend>
      <label>
        Pipeline{' '}
        <select value={chosen ?? ''} onChange={(e) => onChange({ pipelineId: e.target.value })}>
          {pipelines.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      {stages.length > 0 && (
        <p className="import-options__hint">Stage names it knows: {stages.map((s) => s.name).join(', ')}</p>
      )}
      <label>
        <input
          type="checkbox"
          checked={options.createContacts ?? false}
          onChange={(e) => onChange({ createContacts: e.target.checked })}
        />{' '}
        Create a contact for an email no contact has (otherwise such rows are reported and not imported)
      </label>
    </fieldset>
  );
}
