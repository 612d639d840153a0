import type { AiModel } from '@smartcrm/contracts';
import { useState } from 'react';

const categories = ['balanced', 'fast', 'accurate', 'offline'] as const;
const contextLabel = (n: number) =>
  n >= 1_000_000 ? `${Math.round(n / 104_857.6) / 10}M` : n >= 1000 ? `${Math.round(n / 1000)}K` : 'n/a';

/** 001 §2.2 model selector: category tabs, badges, price per 1M tokens and context window. */
export function ModelSelector({
  models,
  value,
  onChange,
  label,
}: {
  models: AiModel[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const current = models.find((m) => m.id === value);
  const [category, setCategory] = useState<(typeof categories)[number]>(current?.category ?? 'balanced');
  return (
    <fieldset className="model-selector">
      <legend>{label}</legend>
      <div className="segmented" role="tablist">
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={category === c}
            className={category === c ? 'is-active' : ''}
            onClick={() => setCategory(c)}
          >
            {c[0]?.toUpperCase()}
            {c.slice(1)}
          </button>
        ))}
      </div>
      <ul className="model-selector__list">
        {models
          .filter((m) => m.category === category)
          .map((m) => (
            <li key={m.id}>
              <label className={value === m.id ? 'is-active' : ''}>
                <input type="radio" name={label} checked={value === m.id} onChange={() => onChange(m.id)} />
                <span>
                  <strong>{m.name}</strong>{' '}
                  {m.badges.map((b) => (
                    <span key={b} className={`badge${b === 'recommended' ? ' badge--primary' : ''}`}>
                      {b}
                    </span>
                  ))}
                  <span className="muted">
                    {' '}
                    ${m.pricing.input} in / ${m.pricing.output} out per 1M tokens · context{' '}
                    {contextLabel(m.contextWindow)}
                  </span>
                </span>
              </label>
            </li>
          ))}
      </ul>
    </fieldset>
  );
}
