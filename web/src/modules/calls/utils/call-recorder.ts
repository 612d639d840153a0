import fixWebmDuration from 'fix-webm-duration';
import {
  pickRecordingFormat,
  recordingChunkMs,
  recordingFileName,
  recordingOptions,
  noRecordingFormat,
} from './recording-format';

/**
 * Records a call to a file (spec 000 §9): the preferred format, 2.5 Mbps / 128 kbps, 1 s chunks.
 * Chromium's MediaRecorder writes WebM without a duration, so players cannot seek it; the duration
 * is written into the file before it is handed over.
 */
export class CallRecorder {
  private readonly recorder: MediaRecorder;
  private readonly chunks: Blob[] = [];
  private readonly startedAt = performance.now();
  readonly mimeType: string;

  constructor(stream: MediaStream) {
    const mimeType = pickRecordingFormat((type) => MediaRecorder.isTypeSupported(type));
    if (!mimeType) throw new Error(noRecordingFormat);
    this.mimeType = mimeType;
    this.recorder = new MediaRecorder(stream, { mimeType, ...recordingOptions });
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
    this.recorder.start(recordingChunkMs);
  }

  /** Stops and resolves with the finished file and its name. */
  stop(): Promise<{ blob: Blob; fileName: string }> {
    return new Promise((resolve, reject) => {
      this.recorder.onstop = async () => {
        const durationMs = performance.now() - this.startedAt;
        try {
          const raw = new Blob(this.chunks, { type: this.mimeType });
          const blob = this.mimeType.startsWith('video/webm')
            ? await fixWebmDuration(raw, durationMs, { logger: false })
            : raw;
          resolve({ blob, fileName: recordingFileName(this.mimeType, new Date()) });
        } catch (error) {
          reject(error);
        }
      };
      if (this.recorder.state === 'inactive') this.recorder.onstop?.(new Event('stop'));
      else this.recorder.stop();
    });
  }
}

/** Hands a file to the browser's downloads, as a link click would. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; revoke after the click is processed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
