import { useQuery } from '@tanstack/react-query';
import { contactNameQuery } from '../../contacts/queries';
import { ContactPicker } from '../../pipeline/components/ContactPicker';

interface LinkedContactPickerProps {
  contactId: string;
  /** The name the record already carries, when the id is its own. */
  knownName: string | null;
  onChange: (contactId: string) => void;
}

/** The contact picker for a prefilled id too (?contactId=): the name is looked up when not known. */
export function LinkedContactPicker({ contactId, knownName, onChange }: LinkedContactPickerProps) {
  const lookup = useQuery({ ...contactNameQuery(contactId), enabled: Boolean(contactId) && !knownName });
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
