import type { ExternalBusyBlock } from '@smartcrm/contracts';
import { format, parseISO } from 'date-fns';
import type { CSSProperties } from 'react';

/** A time the user's own connected calendar holds: shown beside appointments, read-only. */
export function BusyBlock({ block, style }: { block: ExternalBusyBlock; style?: CSSProperties }) {
  const label = block.title ?? 'Busy';
  return (
    <div
      className="busy-block"
      style={style}
      title={`${label} · from ${block.calendarName} (read-only)`}
      data-testid="busy-block"
    >
      <span className="appt-chip__time">{format(parseISO(block.startsAt), 'h:mm a')}</span>{' '}
      <span className="appt-chip__title">{label}</span>
    </div>
  );
}
