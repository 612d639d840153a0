/** Spec 001 §9: K above 1,000, M above 1,000,000. */
export function formatCount(n: number): string {
  if (n > 1_000_000) return `${trim(n / 1_000_000)}M`;
  if (n > 1000) return `${trim(n / 1000)}K`;
  return String(n);
}

const trim = (value: number) => value.toFixed(1).replace(/\.0$/, '');
