/** When a sequence may send: hours of the day in a time zone, and optionally weekdays only. */
export interface SendingWindow {
  timeZone: string;
  startHour: number;
  endHour: number;
  weekdaysOnly: boolean;
}

const hourMs = 3_600_000;

/** The wall-clock fields of an instant in a time zone. */
function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const n = (type: string) => Number(get(type));
  return {
    weekday: get('weekday'),
    hour: n('hour'),
    /** The wall-clock time read as if it were UTC: what `instantOf` turns back. */
    wallMs: Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')),
  };
}

/** The instant a wall-clock time (as UTC ms) has in a time zone, across offset changes. */
function instantOf(wallMs: number, timeZone: string): Date {
  let guess = wallMs;
  for (let i = 0; i < 2; i++) guess = wallMs - (localParts(new Date(guess), timeZone).wallMs - guess);
  return new Date(guess);
}

/** The first instant at or after `earliest` inside the window. */
export function nextSendTime(earliest: Date, w: SendingWindow): Date {
  let at = earliest;
  for (let day = 0; day < 9; day++) {
    const local = localParts(at, w.timeZone);
    const dayOk = !w.weekdaysOnly || !['Sat', 'Sun'].includes(local.weekday);
    if (dayOk && local.hour >= w.startHour && local.hour < w.endHour) return at;
    const midnight = local.wallMs - (local.wallMs % (24 * hourMs));
    // Before today's window on a sending day: its start; otherwise the next day's start.
    const startToday = midnight + w.startHour * hourMs;
    const wall = dayOk && local.hour < w.startHour ? startToday : startToday + 24 * hourMs;
    at = instantOf(wall, w.timeZone);
  }
  throw new Error('a sending window always opens within a week');
}

/** The start of the mailbox's sending day (midnight in the window's time zone) holding `at`. */
export function dayStart(at: Date, timeZone: string): Date {
  const { wallMs } = localParts(at, timeZone);
  return instantOf(wallMs - (wallMs % (24 * hourMs)), timeZone);
}
