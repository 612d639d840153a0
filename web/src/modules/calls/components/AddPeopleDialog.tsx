import { UserPlus } from 'lucide-react';
import { Dialog } from '../../../ui/Dialog';
import { useCallableUsers } from '../hooks/useCallableUsers';
import type { ActiveCall } from '../state/call-snapshot';
import { useCallControls } from '../state/calls-context';
import { maxCallSize } from '../utils/launcher';
import { PersonRow } from './PersonRow';

/** Adds someone to a connected group call (spec 000 §4), up to the mesh's four people. */
export function AddPeopleDialog({
  open,
  onOpenChange,
  call,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  call: ActiveCall;
}) {
  const controls = useCallControls();
  const { users } = useCallableUsers();
  const inCall = new Set(call.participants.filter((p) => p.presence !== 'left').map((p) => p.id));
  const full = inCall.size + 1 >= maxCallSize;
  const candidates = users.filter((user) => !inCall.has(user.id));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add people"
      description={full ? `A call holds up to ${maxCallSize} people.` : 'Online people of your workspace.'}
    >
      <ul className="group-call-picker__list">
        {candidates.map((user) => (
          <PersonRow key={user.id} name={user.name} online={user.online} detail={user.email}>
            <button
              type="button"
              className="icon-button icon-button--bordered"
              aria-label={`Add ${user.name}`}
              disabled={full || !user.online}
              onClick={() => {
                onOpenChange(false);
                void controls?.invite(user);
              }}
            >
              <UserPlus aria-hidden size={16} />
            </button>
          </PersonRow>
        ))}
      </ul>
    </Dialog>
  );
}
