import type { EmailTemplate } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FormField } from '../../../ui/form/FormField';
import { templatesQuery } from '../queries';

/** Chooses one of the workspace's templates to start the message from. */
export function TemplatePicker({ onPick, disabled }: { onPick: (template: EmailTemplate) => void; disabled: boolean }) {
  const templates = useQuery(templatesQuery());
  const items = templates.data ?? [];
  return (
    <div className="email-composer__template">
      <FormField label="Template" className="email-composer__template-field">
        <select
          className="field__input"
          value=""
          disabled={disabled || !items.length}
          onChange={(event) => {
            const picked = items.find((t) => t.id === event.target.value);
            if (picked) onPick(picked);
          }}
        >
          <option value="">{templates.isPending ? 'Loading…' : 'Start from a template…'}</option>
          {items.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </FormField>
      <Link to="/email-templates">{items.length ? 'Manage templates' : 'Write a template'}</Link>
    </div>
  );
}
