import { Phone, Video } from 'lucide-react';
import type { Contact } from '@smartcrm/contracts';
import { Hint } from './Hint';

export const callsUnavailableHint = 'Calls arrive with the calling feature';

interface CallButtonProps {
  contact: Pick<Contact, 'id' | 'name' | 'email' | 'avatarSrc'>;
  /** Spec 001 §2.3: enabled only while the call status is idle; the calling feature wires this. */
  enabled: boolean;
  onCall?: (contact: CallButtonProps['contact']) => void;
}

function CallButton({ contact, enabled, onCall, kind }: CallButtonProps & { kind: 'video' | 'audio' }) {
  const Icon = kind === 'video' ? Video : Phone;
  const label = `${kind === 'video' ? 'Video' : 'Audio'} call ${contact.name}`;
  const button = (
    <button
      type="button"
      className="icon-button icon-button--bordered"
      aria-label={label}
      disabled={!enabled}
      onClick={(event) => {
        event.stopPropagation();
        onCall?.(contact);
      }}
    >
      <Icon aria-hidden size={16} />
    </button>
  );
  return enabled ? button : <Hint text={callsUnavailableHint}>{button}</Hint>;
}

export const VideoCallButton = (props: CallButtonProps) => <CallButton {...props} kind="video" />;
export const AudioCallButton = (props: CallButtonProps) => <CallButton {...props} kind="audio" />;
