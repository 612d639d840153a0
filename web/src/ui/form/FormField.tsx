import clsx from 'clsx';
import { type ReactElement, cloneElement, useId } from 'react';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  /** A line under the input that explains it (announced with it). */
  hint?: string | undefined;
  className?: string;
  /** One input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * 'must be a valid email address' → 'Email must be a valid email address' (the label minus '*'); a
 * message that is already a sentence stays as it is.
 */
function errorSentence(label: string, error: string): string {
  return /^[a-z]/.test(error) ? `${label.replace(/\s*\*$/, '')} ${error}` : error;
}

/** A labelled input, select or textarea whose error and hint are announced with it. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('field', className)}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {errorSentence(label, error)}
        </p>
      )}
    </div>
  );
}
