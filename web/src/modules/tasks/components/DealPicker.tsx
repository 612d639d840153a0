import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../ui/SelectField';
import { dealPickerQuery } from '../../pipeline/queries';

interface DealPickerProps {
  dealId: string;
  dealTitle: string | null;
  /** The chosen contact narrows the choice to that contact's deals. */
  contactId: string;
  onChange: (dealId: string) => void;
}

/** The deals a task or appointment can be about: the contact's, else the 200 newest. */
export function DealPicker({ dealId, dealTitle, contactId, onChange }: DealPickerProps) {
  const deals = useQuery(dealPickerQuery(contactId));
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
