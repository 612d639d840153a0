import type { CallStatus, Participant } from '../state/call-snapshot';

/** Spec 000 §2 status texts of the call card. */
export const statusText: Record<CallStatus, string> = {
  idle: '',
  calling: 'Calling...',
  ringing: 'Ringing...',
  connecting: 'Connecting...',
  connected: 'Connected',
  ending: 'Call ended',
  disconnected: 'Disconnected',
};

/** What a participant's tile says while there is no picture of them. */
export function participantText(participant: Participant): string {
  if (participant.presence === 'invited') return 'Ringing...';
  if (participant.presence === 'left') return 'Left the call';
  return participant.isConnected ? '' : 'Connecting...';
}

/** 75 → '01:15', 3725 → '1:02:05'. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
