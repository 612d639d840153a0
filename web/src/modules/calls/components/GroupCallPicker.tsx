import { Phone, Search, Video } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import type { CallableUser } from '../hooks/useCallableUsers';
import type { CallPerson } from '../state/call-snapshot';
import type { CallType } from '../utils/call-types';
import { matchesSearch, maxCallSize } from '../utils/launcher';
import { PersonAvatar } from './PersonAvatar';

interface GroupCallPickerProps {
  open: boolean;
  users: CallableUser[];
  onOpenChange: (open: boolean) => void;
  onStart: (people: CallPerson[], type: CallType) => void;
}

/** Spec 000 §2 'New Group Call': search, multi-select with a count, Audio Call / Video Call. */
export function GroupCallPicker({ open, users, onOpenChange, onStart }: GroupCallPickerProps) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const visible = useMemo(() => users.filter((user) => matchesSearch(user, search)), [users, search]);
  const full = selected.size >= maxCallSize - 1;

  useEffect(() => {
    if (open) return;
    setSearch('');
    setSelected(new Set());
  }, [open]);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  // The engine refuses an empty group too (spec 000 §5); here the buttons are simply disabled.
  const start = (type: CallType) => {
    onStart(
      users.filter((user) => selected.has(user.id)),
      type,
    );
    setSelected(new Set());
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New Group Call" className="group-call-picker">
      <label className="group-call-picker__search">
        <Search aria-hidden size={16} />
        <input
          type="search"
          placeholder="Search people"
          aria-label="Search people"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <p className="group-call-picker__count" aria-live="polite">
        {selected.size} selected <span>· up to {maxCallSize - 1} people</span>
      </p>
      <ul className="group-call-picker__list">
        {visible.map((user) => {
          const checked = selected.has(user.id);
          return (
            <li key={user.id}>
              <label className={checked ? 'is-selected' : undefined}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && (full || !user.online)}
                  onChange={() => toggle(user.id)}
                />
                <PersonAvatar name={user.name} online={user.online} />
                <span className="call-launcher__who">
                  <span className="call-launcher__name">{user.name}</span>
                  <span className="call-launcher__status">{user.online ? user.email : `${user.email} · offline`}</span>
                </span>
              </label>
            </li>
          );
        })}
        {visible.length === 0 && <li className="group-call-picker__empty">No one matches “{search.trim()}”</li>}
      </ul>
      <DialogActions>
        <Button onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button disabled={selected.size === 0} onClick={() => start('audio')}>
          <Phone aria-hidden size={16} /> Audio Call
        </Button>
        <Button variant="primary" disabled={selected.size === 0} onClick={() => start('video')}>
          <Video aria-hidden size={16} /> Video Call
        </Button>
      </DialogActions>
    </Dialog>
  );
}
