/**
 * One stream to record: the remote picture (the local one when there is none) and both voices mixed,
 * so the file holds the whole conversation.
 */
export function recordingMix(
  local: MediaStream,
  remote: MediaStream | null,
): { stream: MediaStream; close: () => void } {
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  for (const source of [local, remote]) {
    if (source && source.getAudioTracks().length > 0) context.createMediaStreamSource(source).connect(destination);
  }
  const video = remote?.getVideoTracks()[0] ?? local.getVideoTracks()[0];
  const stream = new MediaStream([...(video ? [video] : []), ...destination.stream.getAudioTracks()]);
  return { stream, close: () => void context.close() };
}
