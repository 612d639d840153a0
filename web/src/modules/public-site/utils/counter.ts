import { groupThousands } from '@smartcrm/contracts';

/** An animated statistic: `32%`, `9.5 hours`, `5,000+` (spec 001 §9: counters run 2 s). */
export interface CounterTarget {
  value: number;
  decimals: number;
  prefix: string;
  suffix: string;
}

/** Splits a display figure into the number to count to and the text around it. */
export function parseCounter(display: string): CounterTarget {
  const match = display.match(/^(\D*)([\d,]+(?:\.\d+)?)(.*)$/);
  if (!match) return { value: 0, decimals: 0, prefix: '', suffix: display };
  const [, prefix = '', digits = '0', suffix = ''] = match;
  const [, fraction = ''] = digits.split('.');
  return { value: Number(digits.replaceAll(',', '')), decimals: fraction.length, prefix, suffix };
}

/** Ease-out cubic: fast at first, settling on the final figure. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** The figure shown `elapsed` ms into an animation of `duration` ms; exact at and after the end. */
export function counterValue(target: CounterTarget, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return target.value;
  const progress = easeOut(Math.max(0, elapsed) / duration);
  const factor = 10 ** target.decimals;
  return Math.round(target.value * progress * factor) / factor;
}

export function formatCounter(target: CounterTarget, value: number): string {
  const [whole = '', fraction] = value.toFixed(target.decimals).split('.');
  return `${target.prefix}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}${target.suffix}`;
}
