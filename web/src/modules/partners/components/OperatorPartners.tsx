import { type PartnerSummary, SharePercent } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { operatorPartnersQuery, partnerKeys, setPartnerShare } from '../queries';
import { wholeDollars } from '../utils/money';

function ShareForm({ partner }: { partner: PartnerSummary }) {
  const [value, setValue] = useState(String(partner.sharePercent));
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (share: number) => setPartnerShare(partner.tenantId, share),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.operator }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
      ]),
    onError: (e) => setError(e.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SharePercent.safeParse(Number(value));
    if (!value.trim() || !parsed.success)
      return setError('Share must be a percentage from 0 to 100 with at most two decimals');
    setError(null);
    save.mutate(parsed.data);
  }
  return (
    <form className="share-form" onSubmit={submit} noValidate>
      <input
        aria-label={`Revenue share of ${partner.companyName} (%)`}
        className="field__input share-form__input"
        inputMode="decimal"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <span aria-hidden>%</span>
      <Button type="submit" busy={save.isPending}>
        Save
      </Button>
      {error && <p className="field__error">{error}</p>}
    </form>
  );
}

/** Operators: every partner, the share each earns (editable) and a way to open its statement. */
export function OperatorPartners({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const partners = useQuery(operatorPartnersQuery).data ?? [];
  return (
    <section className="card" aria-labelledby="partners-title">
      <h2 id="partners-title" className="card__title">
        Partners
      </h2>
      <table className="table partner-table">
        <thead>
          <tr>
            <th>Partner</th>
            <th className="num">Clients</th>
            <th className="num">MRR</th>
            <th>Revenue share</th>
            <th>
              <span className="visually-hidden">Statement</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.tenantId}>
              <th scope="row">
                {partner.companyName}
                <span className="partner-table__slug">{partner.slug}</span>
              </th>
              <td className="num">{partner.clients}</td>
              <td className="num">{wholeDollars(partner.mrr)}</td>
              <td>
                <ShareForm partner={partner} />
              </td>
              <td>
                <Button
                  variant={selected === partner.tenantId ? 'primary' : 'secondary'}
                  onClick={() => onSelect(selected === partner.tenantId ? null : partner.tenantId)}
                >
                  {selected === partner.tenantId ? 'Showing statement' : 'View statement'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
