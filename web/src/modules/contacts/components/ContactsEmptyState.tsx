import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';

/** Spec 001 §8 / 000 §8, word for word. */
export function ContactsEmptyState() {
  return (
    <EmptyState icon={SearchX} title="No contacts found">
      <p>Try adjusting your search or filters</p>
    </EmptyState>
  );
}
