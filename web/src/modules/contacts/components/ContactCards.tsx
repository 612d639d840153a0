import type { Contact } from '@smartcrm/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useColumnCount } from '../hooks/useColumnCount';
import type { ContactList } from '../hooks/useContactList';
import { ContactCard } from './ContactCard';

const cardMinWidth = 280;
const cardHeight = 256;
const gap = 16;

interface ContactCardsProps {
  list: ContactList;
  onOpen: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
}

/** The card grid, virtualised by rows of cards so long lists stay light. */
export function ContactCards({ list, onOpen, onEdit }: ContactCardsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = useColumnCount(scrollRef, cardMinWidth, gap);
  const rowCount = Math.ceil(list.contacts.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount + (list.hasNextPage ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight + gap,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rowCount - 4) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, rowCount]);

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
            const cards = list.contacts.slice(item.index * columns, (item.index + 1) * columns);
            return (
              <li
                key={item.key}
                className="contact-cards__row"
                style={{ transform: `translateY(${item.start}px)`, height: cardHeight }}
              >
                {cards.length === 0 && <p className="muted contact-cards__loader">Loading more contacts…</p>}
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
