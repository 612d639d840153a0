import { type ApiArea, apiAreas, apiScopes, type Role, roles } from '@smartcrm/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useSession } from '../../auth/hooks/useSession';
import { roleLabels } from '../../users/utils/user-labels';
import type { NewApiKey } from '../queries';

const expiries = [
  { value: '', label: 'Never (until revoked)' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];
const scopesOf = (area: string) => apiScopes.filter((scope) => scope.startsWith(`${area}:`));

/**
 * A key acts as an integration user named after it: with the role picked here (never above the
 * creator's, so record visibility follows that role's rule) and only the scopes ticked.
 */
export function NewKeyForm({ busy, onCreate }: { busy: boolean; onCreate: (key: NewApiKey) => void }) {
  const creatorRole = useSession().user?.role ?? 'regular_user';
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('regular_user');
  const [expiresInDays, setExpiresInDays] = useState('');
  const [scopes, setScopes] = useState<string[]>(['dashboard:read']);
  const toggle = (scope: string) =>
    setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));
  const ready = name.trim() !== '' && scopes.length > 0;

  return (
    <form
      className="api-keys__form"
      onSubmit={(event) => {
        event.preventDefault();
        const days = Number(expiresInDays);
        const expiresAt = days ? new Date(Date.now() + days * 86_400_000).toISOString() : null;
        if (ready) onCreate({ name, role, scopes, expiresAt });
      }}
    >
      <div className="api-keys__fields">
        <TextField label="Key name" value={name} onChange={setName} maxLength={80} placeholder="e.g. Zapier" />
        <SelectField
          label="Acts as"
          value={role}
          onChange={(value) => setRole(value as Role)}
          options={roles.slice(roles.indexOf(creatorRole)).map((r) => ({ value: r, label: roleLabels[r] }))}
        />
        <SelectField label="Expires" value={expiresInDays} onChange={setExpiresInDays} options={expiries} />
      </div>
      <fieldset className="api-keys__scopes">
        <legend className="field__label">Scopes</legend>
        {(Object.entries(apiAreas) as [ApiArea, string][]).map(([area, covers]) => (
          <div key={area} className="api-keys__scope-row">
            <span>
              <strong>{area}</strong> <span className="field__hint">{covers}</span>
            </span>
            {scopesOf(area).map((scope) => (
              <label key={scope} className="api-keys__scope">
                <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
                {scope.split(':')[1]}
                <span className="visually-hidden"> {area}</span>
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" busy={busy} disabled={!ready}>
        <Plus aria-hidden size={16} /> Create key
      </Button>
    </form>
  );
}
