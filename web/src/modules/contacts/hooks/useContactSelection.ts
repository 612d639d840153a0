import type { Contact } from '@smartcrm/contracts';
import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * The selected contacts, kept whole rather than as ids of loaded rows: the list holds a window of
 * pages, and a contact selected before its page was dropped stays selected (and acted on). While
 * its page is loaded, the loaded version is the one used.
 */
export function useContactSelection(contacts: Contact[]) {
  const [picked, setPicked] = useState<ReadonlyMap<string, Contact>>(() => new Map());
  const loaded = useRef(contacts);
  loaded.current = contacts;

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...picked.keys()].map((id) => [id, true] as const)),
    [picked],
  );
  const onRowSelectionChange = useCallback((updater: Updater<RowSelectionState>) => {
    setPicked((current) => {
      const old = Object.fromEntries([...current.keys()].map((id) => [id, true] as const));
      const next = typeof updater === 'function' ? updater(old) : updater;
      const byId = new Map(loaded.current.map((contact) => [contact.id, contact]));
      const kept = new Map<string, Contact>();
      for (const [id, on] of Object.entries(next)) {
        const contact = on ? (byId.get(id) ?? current.get(id)) : undefined;
        if (contact) kept.set(id, contact);
      }
      return kept;
    });
  }, []);
  const selected = useMemo(() => {
    if (picked.size === 0) return [];
    const byId = new Map(contacts.map((contact) => [contact.id, contact]));
    return [...picked.values()].map((contact) => byId.get(contact.id) ?? contact);
  }, [picked, contacts]);
  const clear = useCallback(() => setPicked(new Map()), []);
  return { rowSelection, onRowSelectionChange, selected, clear };
}
