import { Contact } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { ContactPicker } from '../../pipeline/components/ContactPicker';

interface LinkedContactPickerProps {
  contactId: string;
  /** The name the record already carries, when the id is its own. */
  knownName: string | null;
  onChange: (contactId: string) => void;
}

/** The contact picker for a prefilled id too (?contactId=): the name is looked up when not known. */
export function LinkedContactPicker({ contactId, knownName, onChange }: LinkedContactPickerProps) {
  const lookup = useQuery({
    queryKey: ['contacts', 'name', contactId],
    queryFn: async () => Contact.parse(await apiRequest(`/api/contacts/${contactId}`)).name,
    enabled: Boolean(contactId) && !knownName,
    staleTime: 60_000,
  });
  const name = knownName ?? lookup.data ?? null;
  return (
    <ContactPicker
      key={name ?? 'unnamed'}
      contactId={contactId || null}
      contactName={name}
      onChange={(id) => onChange(id ?? '')}
    />
  );
}
