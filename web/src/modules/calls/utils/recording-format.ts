/** Spec 000 §9: the recording format preference, in order. */
export const recordingMimeTypes = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
] as const;

/** Spec 000 §9: 2.5 Mbps video, 128 kbps audio, one chunk a second. */
export const recordingOptions = { videoBitsPerSecond: 2_500_000, audioBitsPerSecond: 128_000 } as const;
export const recordingChunkMs = 1000;

export const noRecordingFormat = 'No supported video format for recording';

/** The first format the browser can record, or null when none works. */
export function pickRecordingFormat(isTypeSupported: (type: string) => boolean): string | null {
  return recordingMimeTypes.find((type) => isTypeSupported(type)) ?? null;
}

/** 'call-recording-2026-11-22T08-15-03.webm': starts with 'call-recording' and a timestamp, safe on every OS. */
export function recordingFileName(mimeType: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replaceAll(':', '-');
  return `call-recording-${stamp}.${mimeType.startsWith('video/mp4') ? 'mp4' : 'webm'}`;
}
