import type { Contact } from '@smartcrm/contracts';
import { Phone, Video } from 'lucide-react';
import { useContactCall } from '../../calls/hooks/useContactCall';
import { Hint } from './Hint';

interface CallButtonProps {
  contact: Pick<Contact, 'id' | 'name' | 'email' | 'avatarSrc'>;
}

/**
 * Spec 001 §2.3 / 000 §4: video and audio call buttons, enabled only while no call is under way and
 * the contact is a person of the workspace who is online; otherwise a hint says why.
 */
export function CallButtons({ contact }: CallButtonProps) {
  const call = useContactCall(contact);
  return (
    <>
      {(['video', 'audio'] as const).map((kind) => {
        const Icon = kind === 'video' ? Video : Phone;
        const button = (
          <button
            key={kind}
            type="button"
            className="icon-button icon-button--bordered"
            aria-label={`${kind === 'video' ? 'Video' : 'Audio'} call ${contact.name}`}
            disabled={!call.enabled}
            onClick={(event) => {
              event.stopPropagation();
              call.start(kind);
            }}
          >
            <Icon aria-hidden size={16} />
          </button>
        );
        return call.reason ? (
          <Hint key={kind} text={call.reason}>
            {button}
          </Hint>
        ) : (
          button
        );
      })}
    </>
  );
}
