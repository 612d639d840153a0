import type { SearchHit } from '@smartcrm/contracts';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { minSearchLength, useGlobalSearch } from '../hooks/useGlobalSearch';
import { hitLink } from '../utils/hit-link';
import { SearchHitItem } from './SearchHitItem';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Ctrl/Cmd-K: search contacts, companies, deals, tasks and notes; arrows pick, Enter opens. */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { term, data, isFetching, isError } = useGlobalSearch(text);
  const hits = term.length >= minSearchLength ? (data?.hits ?? []) : [];

  const openHit = (hit: SearchHit) => {
    onOpenChange(false);
    setText('');
    navigate(hitLink(hit));
  };

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label="Search everything"
      shouldFilter={false}
      overlayClassName="modal-overlay"
      contentClassName="command-palette"
    >
      <div className="command-palette__input">
        <Search aria-hidden size={18} />
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder="Search contacts, companies, deals, tasks, notes…"
        />
        {isFetching && <Spinner size="sm" label="Searching" />}
      </div>
      <Command.List className="command-palette__list">
        {text.trim().length < minSearchLength ? (
          <p className="command-palette__hint">Type at least {minSearchLength} characters to search.</p>
        ) : isError ? (
          <p className="command-palette__hint" role="alert">
            Search failed. Try again in a moment.
          </p>
        ) : (
          <Command.Empty className="command-palette__hint">
            {isFetching ? 'Searching…' : `No results for "${text.trim()}"`}
          </Command.Empty>
        )}
        {hits.map((hit) => (
          <SearchHitItem key={`${hit.type}:${hit.id}`} hit={hit} term={term} onOpen={openHit} />
        ))}
      </Command.List>
      <footer className="command-palette__footer">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> to move
        </span>
        <span>
          <kbd>Enter</kbd> to open
        </span>
        <span>
          <kbd>Esc</kbd> to close
        </span>
      </footer>
    </Command.Dialog>
  );
}
