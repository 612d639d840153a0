import { createContext, useContext } from 'react';

export interface LoadedSelection {
  /** Every loaded contact is selected. */
  all: boolean;
  /** At least one is. */
  some: boolean;
  toggle: () => void;
}

/**
 * The table builds rows for the contacts on screen only (so page 2,000 costs what page 2 does);
 * "all loaded" is therefore answered by the contacts page, not by the table's row model.
 */
export const LoadedSelectionContext = createContext<LoadedSelection>({ all: false, some: false, toggle: () => {} });

export function SelectAllLoaded() {
  const { all, some, toggle } = useContext(LoadedSelectionContext);
  return (
    <input
      type="checkbox"
      className="checkbox"
      aria-label="Select all loaded contacts"
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = some && !all;
      }}
      onChange={toggle}
    />
  );
}
