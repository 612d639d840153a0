import { useId } from 'react';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A colour picker with its hex value beside it, typed or picked. */
export function ColorField({ label, value, onChange, error }: ColorFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="color-field">
        <input
          id={id}
          type="color"
          className="field__input field__input--color"
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          aria-label={`${label} hex value`}
          className="field__input color-field__hex"
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
      {error && <p className="field__error">{`${label} ${error}`}</p>}
    </div>
  );
}
