/** Receives one raw output line of a named process (pino JSON or plain text). */
export type LineSink = (source: string, line: string) => void;

const levels: Record<number, { label: string; color: number }> = {
  10: { label: 'TRACE', color: 90 },
  20: { label: 'DEBUG', color: 36 },
  30: { label: 'INFO ', color: 32 },
  40: { label: 'WARN ', color: 33 },
  50: { label: 'ERROR', color: 31 },
  60: { label: 'FATAL', color: 35 },
};
const hidden = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);
const maxValueLength = 100;

export interface FormatOptions {
  color?: boolean;
  /** Width the source names are padded to, so messages line up. */
  sourceWidth?: number;
}

/** Turns pino JSON lines into `12:00:01.234 INFO  crm        │ message key=value`. */
export function createLogFormatter({ color = false, sourceWidth = 10 }: FormatOptions = {}) {
  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

  return (source: string, line: string): string => {
    const record = parseRecord(line);
    const name = paint(1, source.padEnd(sourceWidth));
    if (!record) return `${paint(90, clock(new Date()))}       ${name} │ ${color ? line : stripAnsi(line)}`;

    const level = levels[Number(record.level)] ?? { label: String(record.level).padEnd(5), color: 37 };
    const time =
      typeof record.time === 'string' || typeof record.time === 'number' ? new Date(record.time) : new Date();
    const fields = Object.entries(record)
      .filter(([key, value]) => !hidden.has(key) && value !== undefined && !(key === 'name' && value === source))
      .map(([key, value]) => `${paint(90, `${key}=`)}${short(key === 'err' ? errorText(value) : value)}`);
    const head = `${paint(90, clock(time))} ${paint(level.color, level.label)} ${name} │ ${String(record.msg ?? '')}`;
    const stack = Number(record.level) >= 50 ? errorStack(record.err) : '';
    return [head, ...fields].join(' ') + (stack ? `\n${paint(90, stack)}` : '');
  };
}

/** The launcher's default sink: formatted lines on stdout, coloured on a terminal. */
export function stdoutSink(): LineSink {
  const format = createLogFormatter({ color: process.stdout.isTTY === true && !process.env.NO_COLOR });
  return (source, line) => void process.stdout.write(`${format(source, line)}\n`);
}

/** A pino-shaped line for the launcher's own messages, so they format like everything else. */
export function note(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): string {
  const number = { info: 30, warn: 40, error: 50 }[level];
  return JSON.stringify({ level: number, time: new Date().toISOString(), msg, ...fields });
}

function parseRecord(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && 'level' in value ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matches terminal colour codes.
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

const clock = (date: Date) => `${date.toTimeString().slice(0, 8)}.${String(date.getMilliseconds()).padStart(3, '0')}`;

function short(value: unknown): string {
  if (typeof value === 'number' && !Number.isInteger(value)) return value.toFixed(1);
  const text = typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength - 1)}…` : text;
}

function errorText(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const { type, message, code } = err as { type?: string; message?: string; code?: string };
  return [type, code, message].filter(Boolean).join(': ');
}

function errorStack(err: unknown): string {
  const stack = err && typeof err === 'object' ? (err as { stack?: unknown }).stack : undefined;
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .slice(1, 8)
    .map((l) => `    ${l.trim()}`)
    .join('\n');
}
