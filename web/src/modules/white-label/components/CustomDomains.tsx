import { type CustomDomain, CustomDomainInput } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { domainsQuery, addDomain, removeDomain, verifyDomain } from '../domains';

/**
 * Custom domains (crm.acme.com): add one, create the DNS records shown, then Verify. Once
 * verified, the domain opens this workspace and gets its certificate on its first visit.
 */
export function CustomDomains() {
  const queryClient = useQueryClient();
  const { data } = useQuery(domainsQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: domainsQuery().queryKey });
  const add = useMutation({ mutationFn: addDomain, onSuccess: () => refresh() });
  const { form, submit, formError, sending } = useSchemaForm(CustomDomainInput, { domain: '' }, async ({ domain }) => {
    await add.mutateAsync(domain);
    form.reset();
  });

  return (
    <div className="domains">
      <form className="domains__add" onSubmit={submit} noValidate>
        <FormInput form={form} name="domain" label="Domain" placeholder="crm.example.com" />
        <Button type="submit" variant="primary" busy={sending}>
          Add domain
        </Button>
      </form>
      {formError && <p className="form-error">{formError}</p>}
      {data?.items.length === 0 && <p className="domains__empty">No custom domains yet.</p>}
      <ul className="domains__list">
        {data?.items.map((domain) => (
          <DomainRow key={domain.domain} domain={domain} cnameTarget={data.cnameTarget} onChange={refresh} />
        ))}
      </ul>
    </div>
  );
}

function DomainRow({
  domain,
  cnameTarget,
  onChange,
}: {
  domain: CustomDomain;
  cnameTarget: string | null;
  onChange: () => void;
}) {
  const verify = useMutation({ mutationFn: () => verifyDomain(domain.domain), onSuccess: onChange });
  const remove = useMutation({ mutationFn: () => removeDomain(domain.domain), onSuccess: onChange });
  return (
    <li className="domains__item" aria-label={domain.domain}>
      <div className="domains__head">
        <strong>{domain.domain}</strong>
        <span className={domain.verified ? 'badge badge--success' : 'badge'}>
          {domain.verified ? 'Verified' : 'Not verified'}
        </span>
        <span className="domains__buttons">
          {!domain.verified && (
            <Button size="sm" busy={verify.isPending} onClick={() => verify.mutate()}>
              Verify
            </Button>
          )}
          <Button size="sm" variant="ghost" busy={remove.isPending} onClick={() => remove.mutate()}>
            Remove
          </Button>
        </span>
      </div>
      {!domain.verified && (
        <dl className="domains__records">
          <div>
            <dt>TXT record</dt>
            <dd>
              <code>{domain.record.name}</code> with the value <code>{domain.record.value}</code>
            </dd>
          </div>
          <div>
            <dt>CNAME record</dt>
            <dd>
              <code>{domain.domain}</code> pointing at <code>{cnameTarget ?? 'this app’s address'}</code>
            </dd>
          </div>
        </dl>
      )}
      {!domain.verified && domain.lastCheckError && <p className="form-error">{domain.lastCheckError}</p>}
      {(verify.error ?? remove.error) && <p className="form-error">{(verify.error ?? remove.error)!.message}</p>}
    </li>
  );
}
