import type { CallType } from './call-types';

/** Spec 000 §9: ideal 1280×720 at 30 fps (min 640×480 at 15, max 1920×1080 at 60). */
export const idealVideo: MediaTrackConstraints = {
  width: { ideal: 1280, min: 640, max: 1920 },
  height: { ideal: 720, min: 480, max: 1080 },
  frameRate: { ideal: 30, min: 15, max: 60 },
};

/** Spec 000 §9: 48 kHz stereo with echo cancellation, noise suppression and auto gain. */
export const idealAudio: MediaTrackConstraints = {
  sampleRate: 48_000,
  channelCount: 2,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

/** Spec 000 §9: screen share ideal 1920×1080 at 30 fps (max 4096×2160 at 60). */
export const screenShareConstraints: DisplayMediaStreamOptions = {
  video: {
    width: { ideal: 1920, max: 4096 },
    height: { ideal: 1080, max: 2160 },
    frameRate: { ideal: 30, max: 60 },
  },
  audio: false,
};

export function idealConstraints(type: CallType): MediaStreamConstraints {
  return { audio: idealAudio, video: type === 'video' ? idealVideo : false };
}

/** What is tried when the ideal settings are refused (spec 000 §8). */
export function basicConstraints(type: CallType): MediaStreamConstraints {
  return { audio: true, video: type === 'video' };
}
