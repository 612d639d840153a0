import { DealPage } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { SelectField } from '../../../ui/SelectField';

interface DealPickerProps {
  dealId: string;
  dealTitle: string | null;
  /** The chosen contact narrows the choice to that contact's deals. */
  contactId: string;
  onChange: (dealId: string) => void;
}

/** The deals a task or appointment can be about: the contact's, else the 200 newest. */
export function DealPicker({ dealId, dealTitle, contactId, onChange }: DealPickerProps) {
  const deals = useQuery({
    queryKey: ['deals', 'picker', contactId],
    queryFn: async () => {
      const params = new URLSearchParams({ limit: '200', sort: '-createdAt' });
      if (contactId) params.set('contactId', contactId);
      return DealPage.parse(await apiRequest(`/api/deals?${params}`)).items;
    },
    staleTime: 30_000,
  });
  const options = (deals.data ?? []).map((d) => ({ value: d.id, label: d.title }));
  if (dealId && !options.some((o) => o.value === dealId))
    options.unshift({ value: dealId, label: dealTitle ?? 'Deleted deal' });
  return (
    <SelectField
      label="Deal"
      value={dealId}
      onChange={onChange}
      options={[{ value: '', label: deals.isLoading ? 'Loading deals…' : 'No deal' }, ...options]}
    />
  );
}
