import { type ApiArea, apiAreas, apiScopes, CreateApiKeyRequest, roles } from '@smartcrm/contracts';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
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

/** The form's fields read into the contract's request: an expiry in days becomes a moment. */
const NewKeyFormSchema = CreateApiKeyRequest.omit({ expiresAt: true })
  .extend({ expiresInDays: z.string() })
  .transform(({ expiresInDays, ...key }) => {
    const days = Number(expiresInDays);
    return { ...key, expiresAt: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null };
  });

/**
 * A key acts as an integration user named after it: with the role picked here (never above the
 * creator's, so record visibility follows that role's rule) and only the scopes ticked.
 */
export function NewKeyForm({ onCreate }: { onCreate: (key: NewApiKey) => Promise<unknown> }) {
  const creatorRole = useSession().user?.role ?? 'regular_user';
  const { form, submit, sending } = useSchemaForm(
    NewKeyFormSchema,
    { name: '', role: 'regular_user', expiresInDays: '', scopes: ['dashboard:read'] },
    onCreate,
    { onFormError: toast.error },
  );
  const [name, scopes] = form.watch(['name', 'scopes']);
  const picked: string[] = scopes ?? [];
  // Scopes keep the order they were ticked in, as the key's row lists them.
  const toggle = (scope: (typeof apiScopes)[number]) =>
    form.setValue('scopes', picked.includes(scope) ? scopes!.filter((s) => s !== scope) : [...(scopes ?? []), scope]);
  const ready = name.trim() !== '' && picked.length > 0;

  return (
    <form className="api-keys__form" onSubmit={submit} noValidate>
      <div className="api-keys__fields">
        <FormInput form={form} name="name" label="Key name" maxLength={80} placeholder="e.g. Zapier" />
        <FormSelect
          form={form}
          name="role"
          label="Acts as"
          options={roles.slice(roles.indexOf(creatorRole)).map((r) => ({ value: r, label: roleLabels[r] }))}
        />
        <FormSelect form={form} name="expiresInDays" label="Expires" options={expiries} />
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
                <input type="checkbox" checked={picked.includes(scope)} onChange={() => toggle(scope)} />
                {scope.split(':')[1]}
                <span className="visually-hidden"> {area}</span>
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" busy={sending} disabled={!ready}>
        <Plus aria-hidden size={16} /> Create key
      </Button>
    </form>
  );
}
