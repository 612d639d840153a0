import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

export const searchDebounceMs = 250;

/** Types freely; the list follows 250 ms after the last keystroke. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, searchDebounceMs);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const pushed = useRef(value);

  useEffect(() => {
    if (debounced.trim() === latest.current.value.trim()) return;
    pushed.current = debounced;
    latest.current.onChange(debounced);
  }, [debounced]);
  // The URL changed from elsewhere (Clear filters, Back): show that instead of the typed text.
  useEffect(() => {
    if (value.trim() === pushed.current.trim()) return;
    pushed.current = value;
    setText(value);
  }, [value]);

  return (
    <div className="search-box">
      <Search aria-hidden size={16} className="search-box__icon" />
      <input
        type="search"
        className="field__input search-box__input"
        placeholder="Name, email, company, phone"
        title="Search contacts by name, email, company or phone"
        aria-label="Search contacts"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text && (
        <button
          type="button"
          className="icon-button search-box__clear"
          aria-label="Clear search"
          onClick={() => setText('')}
        >
          <X aria-hidden size={14} />
        </button>
      )}
    </div>
  );
}
