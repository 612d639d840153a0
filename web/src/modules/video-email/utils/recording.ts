/** What the recorder records with, as MediaRecorder in this browser supports it. */

export const maxRecordingMs = 10 * 60_000;
/** 1 Mbit/s: a talking head stays sharp, ten minutes stay under 80 MB. */
export const videoBitsPerSecond = 1_000_000;

const candidates = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

export function recordingMimeType(supported = (type: string) => MediaRecorder.isTypeSupported(type)): string | null {
  return candidates.find(supported) ?? null;
}

export type VideoSource = 'camera' | 'screen';

/** The stream to record: the camera with the microphone, or a screen with the microphone when there is one. */
export async function openSource(source: VideoSource): Promise<MediaStream> {
  if (source === 'camera') {
    return navigator.mediaDevices.getUserMedia({ video: { width: 1280, height: 720 }, audio: true });
  }
  const screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  const voice = await navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => null);
  return new MediaStream([...screen.getTracks(), ...(voice?.getAudioTracks() ?? [])]);
}

/** A JPEG of the frame the video element shows, 640 px wide, for the email's thumbnail. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const width = 640;
  const height = Math.round((width * (video.videoHeight || 360)) / (video.videoWidth || 640));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || !video.videoWidth) return Promise.resolve(null);
  context.drawImage(video, 0, 0, width, height);
  // A play button over the picture says "video" in any mail program.
  context.fillStyle = 'rgba(0, 0, 0, 0.55)';
  context.beginPath();
  context.arc(width / 2, height / 2, 44, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.moveTo(width / 2 - 14, height / 2 - 22);
  context.lineTo(width / 2 + 24, height / 2);
  context.lineTo(width / 2 - 14, height / 2 + 22);
  context.closePath();
  context.fill();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
}
