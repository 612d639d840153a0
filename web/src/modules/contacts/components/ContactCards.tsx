import type { Contact } from '@smartcrm/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useRef } from 'react';
import { useColumnCount } from '../hooks/useColumnCount';
import type { ContactList } from '../hooks/useContactList';
import { useLoadAround } from '../hooks/useLoadAround';
import { ContactCard } from './ContactCard';
import { useFitToViewport } from '../hooks/useFitToViewport';

const cardMinWidth = 280;
const cardHeight = 256;
const gap = 16;

interface ContactCardsProps {
  list: ContactList;
  onOpen: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
}

/** The card grid, virtualised by rows of cards and windowed by pages so long lists stay light. */
export function ContactCards({ list, onOpen, onEdit }: ContactCardsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useFitToViewport(scrollRef);
  const columns = useColumnCount(scrollRef, cardMinWidth, gap);
  // Card rows count from the list's top: the rows outside the loaded window keep their places.
  const { contacts, offset } = list;
  const rowCount = Math.ceil(list.rows / columns);
  const virtualizer = useVirtualizer({
    count: rowCount + (list.hasNextPage ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight + gap,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const top = (items[0]?.index ?? 0) * columns;
  const bottom = ((items.at(-1)?.index ?? 0) + 1) * columns;
  useLoadAround(list, top - 4 * columns, bottom + 4 * columns);

  const gridStyle = { '--card-columns': columns, '--card-height': `${cardHeight}px` } as CSSProperties;
  return (
    <div ref={scrollRef} className="contact-cards__scroller" style={gridStyle} aria-busy={list.isStale || undefined}>
      {list.isPending ? (
        <div className="contact-cards__row">
          {Array.from({ length: columns * 2 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="contact-card contact-card--skeleton" aria-hidden />
          ))}
        </div>
      ) : (
        <ul className="contact-cards" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const from = item.index * columns;
            const cards = contacts.slice(Math.max(0, from - offset), Math.max(0, from + columns - offset));
            // A row cut by the window's top edge keeps its cards in their columns.
            const missing = Math.min(columns, Math.max(0, offset - from));
            return (
              <li
                key={item.key}
                className="contact-cards__row"
                style={{ transform: `translateY(${item.start}px)`, height: cardHeight }}
              >
                {cards.length === 0 && (
                  <p className="muted contact-cards__loader">Loading {from < offset ? 'earlier' : 'more'} contacts…</p>
                )}
                {cards.length > 0 &&
                  Array.from({ length: missing }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <div key={i} className="contact-card contact-card--skeleton" aria-hidden />
                  ))}
                {cards.map((contact) => (
                  <ContactCard key={contact.id} contact={contact} onOpen={onOpen} onEdit={onEdit} />
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
