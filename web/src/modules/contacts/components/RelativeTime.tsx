import { formatDistanceToNowStrict } from 'date-fns';

// One formatter for every row: Date#toLocaleString builds one per call.
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '3 days ago', with the exact date on hover; `empty` when there is no date. */
export function RelativeTime({ iso, empty = '—' }: { iso: string | null; empty?: string }) {
  if (!iso) return <span className="muted">{empty}</span>;
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={exact.format(date)}>
      {formatDistanceToNowStrict(date, { addSuffix: true })}
    </time>
  );
}
