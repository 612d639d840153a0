import type { Deal } from '@smartcrm/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { GripVertical } from 'lucide-react';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import { initials } from '../../contacts/utils/initials';
import { formatMoney } from '../utils/money';
import { DealAgeBadge } from './DealAgeBadge';

export const unknownContact = 'Unknown Contact';

interface DealCardProps {
  deal: Deal;
  onOpen: (id: string) => void;
  overlay?: boolean;
}

/** A kanban card: drag it anywhere with a pointer, or with the keyboard from its handle. */
export function DealCard({ deal, onOpen, overlay = false }: DealCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: deal.id,
  });
  const contact = deal.contactName ?? unknownContact;
  // Pointers drag from anywhere on the card; the keyboard from the handle, so Enter on the title opens it.
  const { onPointerDown, onKeyDown } = (listeners ?? {}) as {
    onPointerDown?: PointerEventHandler;
    onKeyDown?: KeyboardEventHandler;
  };
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={clsx('deal-card', isDragging && !overlay && 'deal-card--placeholder', overlay && 'deal-card--overlay')}
      data-deal-id={deal.id}
      onPointerDown={onPointerDown}
    >
      <div className="deal-card__top">
        <button type="button" className="deal-card__title" onClick={() => onOpen(deal.id)}>
          {deal.title}
        </button>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="icon-button deal-card__handle"
          {...attributes}
          onKeyDown={onKeyDown}
          aria-label={`Move ${deal.title}`}
        >
          <GripVertical aria-hidden size={16} />
        </button>
      </div>
      <p className="deal-card__value">{formatMoney(deal.value)}</p>
      <p className="deal-card__contact">
        <span className="deal-card__initials" aria-hidden>
          {deal.contactName ? initials(deal.contactName) : 'UC'}
        </span>
        <span className="deal-card__contact-name">{contact}</span>
      </p>
      <footer className="deal-card__meta">
        {deal.status !== 'open' && (
          <span className={`badge deal-status deal-status--${deal.status}`}>{deal.status}</span>
        )}
        <span title="Probability">{deal.probability}%</span>
        {/* A won or lost deal shows when it closed, not when it was expected to. */}
        {deal.status === 'open'
          ? deal.expectedCloseDate && <span title="Expected close">{deal.expectedCloseDate}</span>
          : deal.actualCloseDate && <span title="Closed">{deal.actualCloseDate}</span>}
        <DealAgeBadge createdAt={deal.createdAt} />
      </footer>
    </li>
  );
}
