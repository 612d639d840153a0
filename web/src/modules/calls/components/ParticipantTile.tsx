import clsx from 'clsx';
import { MicOff } from 'lucide-react';
import { useSpeaking } from '../hooks/useSpeaking';
import type { Participant } from '../state/call-snapshot';
import { participantText } from '../utils/call-text';
import { PersonAvatar } from './PersonAvatar';
import { RemoteAudio } from './RemoteAudio';
import { StreamVideo } from './StreamVideo';

/** One remote person: their video when it flows, else their avatar and what the call is waiting for. */
export function ParticipantTile({
  participant,
  statusOverride,
}: {
  participant: Participant;
  statusOverride?: string;
}) {
  const { stream, name } = participant;
  const showsVideo = Boolean(stream && participant.isVideoEnabled && stream.getVideoTracks().length > 0);
  const text = statusOverride ?? participantText(participant);
  const speaking = useSpeaking(stream, participant.isAudioEnabled);
  return (
    <figure
      className={clsx('participant-tile', showsVideo && 'has-video', speaking && 'is-speaking')}
      data-participant={participant.id}
    >
      {stream && showsVideo && <StreamVideo stream={stream} label={`Video of ${name}`} />}
      {stream && !showsVideo && <RemoteAudio stream={stream} />}
      {!showsVideo && <PersonAvatar name={name} size="xl" />}
      <figcaption className="participant-tile__caption">
        <span className="participant-tile__name">{name}</span>
        {!participant.isAudioEnabled && <MicOff aria-label="Muted" size={14} />}
        {text && <span className="participant-tile__status">{text}</span>}
      </figcaption>
    </figure>
  );
}
