import clsx from 'clsx';
import { Maximize2, Minimize2 } from 'lucide-react';
import { useState } from 'react';
import { useElapsedSeconds } from '../hooks/useElapsedSeconds';
import { useIdleFade } from '../hooks/useIdleFade';
import type { ActiveCall } from '../state/call-snapshot';
import { formatDuration, statusText } from '../utils/call-text';
import { AddPeopleDialog } from './AddPeopleDialog';
import { CallChatPanel } from './CallChatPanel';
import { CallControlsBar } from './CallControlsBar';
import { EndCallButton } from './EndCallButton';
import { ParticipantTile } from './ParticipantTile';
import { QualityBadge } from './QualityBadge';
import { StreamVideo } from './StreamVideo';

/** Spec 000 §2 active call card: remote video or avatar, status, local preview, timer and the controls. */
export function ActiveCallCard({ call }: { call: ActiveCall }) {
  const [minimised, setMinimised] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const { idle, handlers } = useIdleFade();
  const elapsed = useElapsedSeconds(call.connectedAt);
  const recorded = useElapsedSeconds(call.recordingSince);
  const title = call.participants.map((p) => p.name).join(', ');
  const status =
    call.status === 'connected' ? `${statusText.connected} · ${formatDuration(elapsed)}` : statusText[call.status];
  // Before anyone answers and once it is over, the tiles say what the whole call says.
  const callWide = ['calling', 'ringing', 'ending', 'disconnected'].includes(call.status);
  const visible = call.participants.filter((p) => p.presence !== 'left' || call.participants.length === 1);
  const localVideo = call.localStream && call.localStream.getVideoTracks().length > 0 && call.videoEnabled;

  if (minimised) {
    return (
      <section className="call-card call-card--minimised" aria-label="Call">
        <span className="call-card__title">{title}</span>
        <span className="call-card__status" data-status={call.status}>
          {status}
        </span>
        <button type="button" className="icon-button" aria-label="Expand call" onClick={() => setMinimised(false)}>
          <Maximize2 aria-hidden size={16} />
        </button>
        <EndCallButton size={16} />
      </section>
    );
  }

  return (
    <section
      className={clsx('call-card', call.group && 'call-card--group', idle && 'is-idle')}
      aria-label="Call"
      data-status={call.status}
      {...handlers}
    >
      <header className="call-card__header">
        <div className="call-card__heading">
          <span className="call-card__title">{title}</span>
          <span className="call-card__status" data-status={call.status}>
            {status}
          </span>
        </div>
        {call.recordingSince !== null && (
          <span className="call-card__recording" title="Recording">
            REC {formatDuration(recorded)}
          </span>
        )}
        {call.quality && call.status === 'connected' && <QualityBadge stats={call.quality} />}
        <button type="button" className="icon-button" aria-label="Minimise call" onClick={() => setMinimised(true)}>
          <Minimize2 aria-hidden size={16} />
        </button>
      </header>
      <div className="call-card__stage" data-count={visible.length}>
        {visible.map((participant) => (
          <ParticipantTile
            key={participant.id}
            participant={participant}
            statusOverride={callWide ? statusText[call.status] : undefined}
          />
        ))}
        {localVideo && call.localStream && (
          <StreamVideo stream={call.localStream} local className="call-card__preview" label="Your camera" />
        )}
      </div>
      {chatOpen && <CallChatPanel chat={call.chat} />}
      <CallControlsBar
        call={call}
        chatOpen={chatOpen}
        onToggleChat={() => setChatOpen((open) => !open)}
        onAddPeople={call.group ? () => setAdding(true) : undefined}
      />
      {call.group && <AddPeopleDialog open={adding} onOpenChange={setAdding} call={call} />}
    </section>
  );
}
