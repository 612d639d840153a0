import type { StepType } from '@smartcrm/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { stepLabels } from '../utils/definition-edit';

const types = Object.keys(stepLabels) as StepType[];

/** Adds a step of the chosen kind where the selected node says (after it, or into a branch of a condition). */
export function AddStep({
  places,
  onAdd,
}: {
  places: { value: string; label: string }[];
  onAdd: (type: StepType, place: string) => void;
}) {
  const [type, setType] = useState<StepType>('create_task');
  const [place, setPlace] = useState(places[0]?.value ?? '');
  const where = places.some((p) => p.value === place) ? place : (places[0]?.value ?? '');
  return (
    <div className="add-step">
      <h2 className="workflow-form__title">Add a step</h2>
      <label className="field">
        <span className="field__label">Step</span>
        <select
          className="field__input field__select"
          value={type}
          onChange={(e) => setType(e.target.value as StepType)}
        >
          {types.map((t) => (
            <option key={t} value={t}>
              {stepLabels[t]}
            </option>
          ))}
        </select>
      </label>
      {places.length > 1 && (
        <label className="field">
          <span className="field__label">Where</span>
          <select className="field__input field__select" value={where} onChange={(e) => setPlace(e.target.value)}>
            {places.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button size="sm" onClick={() => onAdd(type, where)}>
        Add step
      </Button>
    </div>
  );
}
