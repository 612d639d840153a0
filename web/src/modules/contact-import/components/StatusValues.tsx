import { type ContactImport, type ContactStatus, contactStatuses, type ImportMapping } from '@smartcrm/contracts';
import { useEffect } from 'react';
import { unknownStatusValues } from '../utils/status-values';

type StatusValues = Record<string, ContactStatus>;

/**
 * Contacts: what each of the file's own status values means ("On Hold" → Prospect). Values left
 * unchosen stay as they are, and rows with them are reported as not imported.
 */
export function StatusValues({
  item,
  mapping,
  value,
  onChange,
}: {
  item: ContactImport;
  mapping: ImportMapping;
  value: StatusValues;
  onChange: (next: StatusValues) => void;
}) {
  const unknown = unknownStatusValues(item, mapping);
  const key = unknown.map((u) => u.value).join('\n');
  // The guesses are chosen once per set of values, so a user's own choice is never overwritten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the values, not the array
  useEffect(() => {
    const guessed = Object.fromEntries(unknown.flatMap((u) => (u.guess ? [[u.value, u.guess]] : [])));
    onChange(guessed);
  }, [key]);
  if (!unknown.length) return null;
  return (
    <fieldset className="import-options import-status-values">
      <legend>What the file's status values mean</legend>
      {unknown.map(({ value: fileValue }) => (
        <label key={fileValue}>
          “{fileValue}” is
          <select
            className="field__input field__select"
            aria-label={`Status for ${fileValue}`}
            value={value[fileValue] ?? ''}
            onChange={(e) => {
              const { [fileValue]: _, ...rest } = value;
              onChange(e.target.value ? { ...rest, [fileValue]: e.target.value as ContactStatus } : rest);
            }}
          >
            <option value="">not mapped (row not imported)</option>
            {contactStatuses.map((status) => (
              <option key={status} value={status}>
                {status[0]!.toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
