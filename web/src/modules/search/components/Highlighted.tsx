import { highlightParts } from '../utils/highlight';

/** `text` with the runs matching `term` marked. */
export function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
          <mark key={i} className="search-hit__match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
