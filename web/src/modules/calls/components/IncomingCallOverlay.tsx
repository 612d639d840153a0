import { Phone, PhoneOff, Video } from 'lucide-react';
import { useEffect } from 'react';
import type { IncomingCall } from '../state/call-snapshot';
import { useCallControls } from '../state/calls-context';
import { startRingtone } from '../utils/ringtone';
import { PersonAvatar } from './PersonAvatar';

/** Spec 000 §2: full screen, the caller's name and email, 'Incoming {type} call...', reject and accept. */
export function IncomingCallOverlay({ incoming }: { incoming: IncomingCall }) {
  const controls = useCallControls();
  useEffect(() => startRingtone(), []);
  const { caller, type, group } = incoming;
  return (
    <div className="incoming-call" role="alertdialog" aria-modal="true" aria-labelledby="incoming-call-name">
      <div className="incoming-call__body">
        <PersonAvatar name={caller.name} size="xl" />
        <h2 id="incoming-call-name" className="incoming-call__name">
          {caller.name}
        </h2>
        <p className="incoming-call__email">{caller.email}</p>
        <p className="incoming-call__type">Incoming {group ? `group ${type}` : type} call...</p>
        <div className="incoming-call__actions">
          <span className="incoming-call__action">
            <button
              type="button"
              className="call-round-button call-round-button--danger"
              aria-label="Reject call"
              onClick={() => controls?.reject()}
            >
              <PhoneOff aria-hidden size={26} />
            </button>
            <span aria-hidden>Decline</span>
          </span>
          <span className="incoming-call__action">
            <button
              type="button"
              className="call-round-button call-round-button--accept"
              aria-label="Accept call"
              // biome-ignore lint/a11y/noAutofocus: the one thing to do when a call rings is answer it
              autoFocus
              onClick={() => controls?.accept()}
            >
              {type === 'video' ? <Video aria-hidden size={26} /> : <Phone aria-hidden size={26} />}
            </button>
            <span aria-hidden>Accept</span>
          </span>
        </div>
      </div>
    </div>
  );
}
