/**
 * The part of a screen's URL query a view keeps: everything but what names one open record
 * (a contact modal, a deal drawer), in a stable order so two spellings of one view compare equal.
 */
export function viewQueryOf(search: string, transient: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  for (const name of transient) params.delete(name);
  params.sort();
  return params.toString();
}
