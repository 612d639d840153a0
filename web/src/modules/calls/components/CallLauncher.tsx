import { MessageSquare, Phone, PhoneCall, Users, Video, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCallableUsers } from '../hooks/useCallableUsers';
import { useCallControls } from '../state/calls-context';
import { launcherSize } from '../utils/launcher';
import { GroupCallPicker } from './GroupCallPicker';
import { PersonRow } from './PersonRow';

/** Spec 000 §2: bottom right while idle, up to 6 people with video and audio buttons, Group Call and Chat. */
export function CallLauncher() {
  const controls = useCallControls();
  const { users, isLoading } = useCallableUsers();
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const shown = users.slice(0, launcherSize);

  if (!open) {
    return (
      <button type="button" className="call-launcher__fab" aria-label="Start a Call" onClick={() => setOpen(true)}>
        <PhoneCall aria-hidden size={22} />
      </button>
    );
  }
  return (
    <section className="call-launcher" aria-label="Start a Call">
      <header className="call-launcher__header">
        <h2>Start a Call</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => setOpen(false)}>
          <X aria-hidden size={18} />
        </button>
      </header>
      {!isLoading && shown.length === 0 && (
        <p className="call-launcher__empty">No one else is in this workspace yet.</p>
      )}
      <ul className="call-launcher__list">
        {shown.map((user) => (
          <PersonRow key={user.id} name={user.name} online={user.online} detail={user.online ? 'Online' : 'Offline'}>
            <button
              type="button"
              className="icon-button icon-button--bordered"
              aria-label={`Video call ${user.name}`}
              disabled={!user.online || !controls}
              onClick={() => controls?.startCall([user], 'video')}
            >
              <Video aria-hidden size={16} />
            </button>
            <button
              type="button"
              className="icon-button icon-button--bordered"
              aria-label={`Audio call ${user.name}`}
              disabled={!user.online || !controls}
              onClick={() => controls?.startCall([user], 'audio')}
            >
              <Phone aria-hidden size={16} />
            </button>
          </PersonRow>
        ))}
      </ul>
      <footer className="call-launcher__footer">
        <button type="button" className="button button--primary" onClick={() => setPicking(true)}>
          <Users aria-hidden size={16} /> Group Call
        </button>
        <Link className="button" to="/communication-hub">
          <MessageSquare aria-hidden size={16} /> Chat
        </Link>
      </footer>
      <GroupCallPicker
        open={picking}
        users={users}
        onOpenChange={setPicking}
        onStart={(people, type) => {
          setPicking(false);
          setOpen(false);
          // A group call even with one person picked: only group calls can take more people later.
          void controls?.startCall(people, type, { group: true });
        }}
      />
    </section>
  );
}
