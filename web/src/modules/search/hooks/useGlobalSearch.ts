import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { globalSearchQuery } from '../queries';

export const minSearchLength = 2;

/** Hits for what the user is typing, asked for once typing pauses; the last answer stays while the next loads. */
export function useGlobalSearch(text: string) {
  const term = useDebouncedValue(text.trim(), 150);
  const query = useQuery({ ...globalSearchQuery(term), enabled: term.length >= minSearchLength });
  return { term, ...query };
}
