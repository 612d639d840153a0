import type { CallType } from './call-types';
import { basicConstraints, idealConstraints, screenShareConstraints } from './media-constraints';
import { isOverconstrained, mediaErrorMessage, mediaMessages, screenShareMessages } from './media-errors';

/** A failure whose message is the one the user reads (spec 000 §8). */
export class MediaAccessError extends Error {
  override name = 'MediaAccessError';
}

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/**
 * The camera and microphone with the ideal settings of spec 000 §9; when the device refuses them,
 * basic settings once more; every failure becomes the spec's message.
 */
export async function acquireMedia(
  type: CallType,
  getUserMedia: GetUserMedia = (c) => navigator.mediaDevices.getUserMedia(c),
): Promise<MediaStream> {
  try {
    return await getUserMedia(idealConstraints(type));
  } catch (error) {
    if (!isOverconstrained(error)) throw new MediaAccessError(mediaErrorMessage(error));
  }
  try {
    return await getUserMedia(basicConstraints(type));
  } catch {
    throw new MediaAccessError(mediaMessages.noSettings);
  }
}

/** The screen with the settings of spec 000 §9; errors are left to screenShareErrorMessage. */
export async function acquireScreen(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getDisplayMedia) {
    throw Object.assign(new Error(screenShareMessages.unsupported), { name: 'NotSupportedError' });
  }
  const stream = await navigator.mediaDevices.getDisplayMedia(screenShareConstraints);
  // Text on a screen must stay legible: under load WebRTC lowers the frame rate, not the resolution.
  for (const track of stream.getVideoTracks()) track.contentHint = 'detail';
  return stream;
}
