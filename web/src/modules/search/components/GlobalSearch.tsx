import { Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useCommandShortcut } from '../hooks/useCommandShortcut';
import { CommandPalette } from './CommandPalette';

const shortcutLabel = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘K' : 'Ctrl K';

/** The navigation bar's search button and the Ctrl/Cmd-K palette it opens. */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  useCommandShortcut(useCallback(() => setOpen((was) => !was), []));
  return (
    <>
      <button
        type="button"
        className="global-search-button"
        onClick={() => setOpen(true)}
        aria-label={`Search (${shortcutLabel})`}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search aria-hidden size={16} />
        <span className="global-search-button__label">Search</span>
        <kbd className="global-search-button__kbd">{shortcutLabel}</kbd>
      </button>
      <CommandPalette open={open} onOpenChange={setOpen} />
    </>
  );
}
