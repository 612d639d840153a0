import { useCallback, useState } from 'react';

export type ContactsView = 'table' | 'cards';

const storageKey = 'smartcrm.contacts.view';

function storedView(): ContactsView {
  try {
    return localStorage.getItem(storageKey) === 'cards' ? 'cards' : 'table';
  } catch {
    return 'table';
  }
}

/** Table or cards, remembered on this device. */
export function useContactsView(): [ContactsView, (view: ContactsView) => void] {
  const [view, setView] = useState(storedView);
  const choose = useCallback((next: ContactsView) => {
    setView(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Private mode or a full quota: the choice still holds for this visit.
    }
  }, []);
  return [view, choose];
}
