/** Spec 000 §8, the media, screen-share, chat, recording and call-start messages. */
export const mediaMessages = {
  denied: 'Camera/microphone access denied. Please allow permissions and try again.',
  notFound: 'No camera/microphone found. Please check your devices.',
  inUse: 'Camera/microphone is already in use by another application.',
  noSettings: 'Unable to access camera/microphone with any settings.',
  other: 'Could not access camera/microphone. Please check permissions and ensure no other app is using them.',
} as const;

export const screenShareMessages = {
  denied: 'Screen sharing was denied. Please allow screen sharing to continue.',
  unsupported: 'Screen sharing is not supported in your browser.',
  failed: (reason: string) => `Screen sharing failed: ${reason}`,
} as const;

export const chatMessages = {
  failed: 'Failed to send message. Data channel may not be available.',
  notConnected: 'Peer not connected',
} as const;

export const recordingMessages = {
  notReady: 'Cannot start recording: not in call or no local stream',
  failed: (reason: string) => `Failed to start recording: ${reason}`,
} as const;

export const callStartMessages = {
  video: 'Failed to start video call. Please check your camera and microphone permissions.',
  audio: 'Failed to start audio call. Please check your microphone permissions.',
} as const;

export const groupCallMessages = {
  noParticipants: 'Cannot start a group call without participants',
  notInGroupCall: 'Cannot add participant: not in an active group call',
} as const;

const errorName = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : '');
const errorReason = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

/** Whether getUserMedia refused the constraints themselves (then basic ones are tried). */
export const isOverconstrained = (error: unknown) =>
  ['OverconstrainedError', 'ConstraintNotSatisfiedError'].includes(errorName(error));

/** The message for a getUserMedia failure (names from the Media Capture spec and older Chromium). */
export function mediaErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return mediaMessages.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return mediaMessages.notFound;
    case 'NotReadableError':
    case 'TrackStartError':
      return mediaMessages.inUse;
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return mediaMessages.noSettings;
    default:
      return mediaMessages.other;
  }
}

/** The message for a getDisplayMedia failure, or null when the user simply closed the picker. */
export function screenShareErrorMessage(error: unknown): string | null {
  switch (errorName(error)) {
    case 'AbortError':
      return null;
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return screenShareMessages.denied;
    case 'NotSupportedError':
      return screenShareMessages.unsupported;
    default:
      return screenShareMessages.failed(errorReason(error));
  }
}

export { errorReason };
