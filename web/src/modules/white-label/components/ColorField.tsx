import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface ColorFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: string;
}

/** A colour picker of a react-hook-form form with its hex value beside it, typed or picked. */
export function ColorField<T extends FieldValues>({ control, name, label }: ColorFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const error = fieldState.error?.message;
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
          onChange={(event) => field.onChange(event.target.value)}
        />
        <input
          aria-label={`${label} hex value`}
          className="field__input color-field__hex"
          name={field.name}
          ref={field.ref}
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value.trim())}
        />
      </div>
      {error && <p className="field__error">{`${label} ${error}`}</p>}
    </div>
  );
}
