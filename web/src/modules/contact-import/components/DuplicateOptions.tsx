import type { OnDuplicate } from '@smartcrm/contracts';

/** Contacts: what a row does when a contact already has its email. */
export function DuplicateOptions({ value, onChange }: { value: OnDuplicate; onChange: (next: OnDuplicate) => void }) {
  return (
    <fieldset className="import-options">
      <legend>When a contact with the same email exists</legend>
      <label>
        <input type="radio" name="on-duplicate" checked={value === 'skip'} onChange={() => onChange('skip')} /> Skip the
        row
      </label>
      <label>
        <input type="radio" name="on-duplicate" checked={value === 'update'} onChange={() => onChange('update')} />{' '}
        Update the contact with the row's non-empty values
      </label>
    </fieldset>
  );
}
