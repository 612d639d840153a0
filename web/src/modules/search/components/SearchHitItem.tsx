import type { SearchHit } from '@smartcrm/contracts';
import { Command } from 'cmdk';
import { Building2, CheckSquare, DollarSign, StickyNote, User } from 'lucide-react';
import { snippetAround } from '../utils/highlight';
import { Highlighted } from './Highlighted';

const icons = { contact: User, company: Building2, deal: DollarSign, task: CheckSquare, note: StickyNote };
export const hitTypeLabels = { contact: 'Contact', company: 'Company', deal: 'Deal', task: 'Task', note: 'Note' };

interface SearchHitItemProps {
  hit: SearchHit;
  term: string;
  onOpen: (hit: SearchHit) => void;
}

export function SearchHitItem({ hit, term, onOpen }: SearchHitItemProps) {
  const Icon = icons[hit.type];
  const subtitle = hit.subtitle && (hit.type === 'note' ? snippetAround(hit.subtitle, term) : hit.subtitle);
  return (
    <Command.Item value={`${hit.type}:${hit.id}`} onSelect={() => onOpen(hit)} className="search-hit">
      <Icon aria-hidden size={16} className="search-hit__icon" />
      <span className="search-hit__text">
        <span className="search-hit__title">
          <Highlighted text={hit.title} term={term} />
        </span>
        {subtitle && (
          <span className="search-hit__subtitle">
            <Highlighted text={subtitle} term={term} />
          </span>
        )}
      </span>
      <span className="search-hit__type">{hitTypeLabels[hit.type]}</span>
    </Command.Item>
  );
}
