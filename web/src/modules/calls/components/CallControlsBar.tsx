import clsx from 'clsx';
import {
  Circle,
  MessageSquare,
  Mic,
  MicOff,
  MonitorUp,
  MonitorX,
  Square,
  UserPlus,
  Video,
  VideoOff,
} from 'lucide-react';
import type { ActiveCall } from '../state/call-snapshot';
import { useCallControls } from '../state/calls-context';
import { EndCallButton } from './EndCallButton';

interface CallControlsBarProps {
  call: ActiveCall;
  chatOpen: boolean;
  onToggleChat: () => void;
  onAddPeople?: () => void;
}

/** Mute, camera, screen share, chat, recording, add people (group calls) and end. */
export function CallControlsBar({ call, chatOpen, onToggleChat, onAddPeople }: CallControlsBarProps) {
  const controls = useCallControls();
  const live = call.status === 'connected' || call.status === 'connecting';
  const recording = call.recordingSince !== null;
  return (
    <div className="call-controls" role="toolbar" aria-label="Call controls">
      <button
        type="button"
        className={clsx('call-control', !call.audioEnabled && 'is-off')}
        aria-label={call.audioEnabled ? 'Mute' : 'Unmute'}
        aria-pressed={!call.audioEnabled}
        onClick={() => controls?.toggleAudio()}
      >
        {call.audioEnabled ? <Mic aria-hidden size={18} /> : <MicOff aria-hidden size={18} />}
      </button>
      {call.type === 'video' && (
        <button
          type="button"
          className={clsx('call-control', !call.videoEnabled && 'is-off')}
          aria-label={call.videoEnabled ? 'Turn camera off' : 'Turn camera on'}
          aria-pressed={!call.videoEnabled}
          onClick={() => controls?.toggleVideo()}
        >
          {call.videoEnabled ? <Video aria-hidden size={18} /> : <VideoOff aria-hidden size={18} />}
        </button>
      )}
      <button
        type="button"
        className={clsx('call-control', call.screenSharing && 'is-active')}
        aria-label={call.screenSharing ? 'Stop sharing screen' : 'Share screen'}
        aria-pressed={call.screenSharing}
        disabled={!live}
        onClick={() => controls?.toggleScreenShare()}
      >
        {call.screenSharing ? <MonitorX aria-hidden size={18} /> : <MonitorUp aria-hidden size={18} />}
      </button>
      <button
        type="button"
        className={clsx('call-control', chatOpen && 'is-active')}
        aria-label={chatOpen ? 'Hide chat' : 'Chat'}
        aria-pressed={chatOpen}
        onClick={onToggleChat}
      >
        <MessageSquare aria-hidden size={18} />
      </button>
      <button
        type="button"
        className={clsx('call-control', recording && 'is-recording')}
        aria-label={recording ? 'Stop recording' : 'Record'}
        aria-pressed={recording}
        disabled={!recording && (call.status !== 'connected' || !call.localStream)}
        onClick={() => controls?.toggleRecording()}
      >
        {recording ? <Square aria-hidden size={16} /> : <Circle aria-hidden size={18} />}
      </button>
      {onAddPeople && (
        <button
          type="button"
          className="call-control"
          aria-label="Add people"
          disabled={call.status !== 'connected'}
          onClick={onAddPeople}
        >
          <UserPlus aria-hidden size={18} />
        </button>
      )}
      <EndCallButton />
    </div>
  );
}
