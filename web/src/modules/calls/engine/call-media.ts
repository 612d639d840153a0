import { toast } from 'sonner';
import type { ActiveCall } from '../state/call-snapshot';
import { acquireScreen } from '../utils/acquire-media';
import { CallRecorder, downloadFile } from '../utils/call-recorder';
import { errorReason, recordingMessages, screenShareErrorMessage } from '../utils/media-errors';
import { noRecordingFormat } from '../utils/recording-format';
import { recordingMix } from '../utils/recording-mix';
import type { PeerLink } from './peer-link';

type Patch = (patch: Partial<ActiveCall>) => void;

/** The local side of a call: camera and microphone, screen share and recording (spec 000 §4 toggles). */
export class CallMedia {
  camera: MediaStream | null = null;
  private screen: MediaStreamTrack | null = null;
  private recorder: { recorder: CallRecorder; close: () => void } | null = null;

  constructor(
    private readonly links: () => Iterable<PeerLink>,
    private readonly patch: Patch,
    /** Tells the peers whether this side's microphone and picture are on (their tiles show it). */
    private readonly announce: (audio: boolean, video: boolean) => void,
  ) {}

  get sharing(): boolean {
    return this.screen !== null;
  }

  takeCamera(stream: MediaStream): void {
    this.camera = stream;
    this.announceState();
  }

  private announceState(): void {
    this.announce(this.camera?.getAudioTracks().some((t) => t.enabled) ?? false, this.videoOn());
  }

  /** What peers should see now: the shared screen, else the camera (none in an audio call). */
  outgoingVideo(): MediaStreamTrack | null {
    return this.screen ?? this.camera?.getVideoTracks()[0] ?? null;
  }

  toggleAudio(): void {
    const tracks = this.camera?.getAudioTracks() ?? [];
    const enabled = !tracks.some((t) => t.enabled);
    for (const track of tracks) track.enabled = enabled;
    this.patch({ audioEnabled: enabled });
    this.announceState();
  }

  toggleVideo(): void {
    const tracks = this.camera?.getVideoTracks() ?? [];
    if (tracks.length === 0) return;
    const enabled = !tracks.some((t) => t.enabled);
    for (const track of tracks) track.enabled = enabled;
    this.patch({ videoEnabled: enabled });
    this.announceState();
  }

  private videoOn(): boolean {
    return this.screen !== null || (this.camera?.getVideoTracks().some((t) => t.enabled) ?? false);
  }

  async toggleScreenShare(): Promise<void> {
    if (this.screen) return this.stopSharing();
    let stream: MediaStream;
    try {
      stream = await acquireScreen();
    } catch (error) {
      const message = screenShareErrorMessage(error);
      if (message) toast.error(message);
      return;
    }
    const track = stream.getVideoTracks()[0];
    if (!track || !this.camera) {
      for (const t of stream.getTracks()) t.stop();
      return;
    }
    this.screen = track;
    // The browser's own "Stop sharing" ends the track: back to the camera (spec 000 §4).
    track.onended = () => void this.stopSharing();
    await Promise.all([...this.links()].map((link) => link.sendVideo(track)));
    this.patch({ screenSharing: true, localStream: new MediaStream([...this.camera.getAudioTracks(), track]) });
    this.announceState();
  }

  private async stopSharing(): Promise<void> {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    screen.onended = null;
    screen.stop();
    const camera = this.camera?.getVideoTracks()[0] ?? null;
    await Promise.all([...this.links()].map((link) => link.sendVideo(camera)));
    this.patch({ screenSharing: false, localStream: this.camera });
    this.announceState();
  }

  async toggleRecording(call: ActiveCall | null): Promise<void> {
    if (this.recorder) return this.stopRecording();
    if (call?.status !== 'connected' || !call.localStream) {
      toast.error(recordingMessages.notReady);
      return;
    }
    const remote = call.participants.find((p) => p.stream)?.stream ?? null;
    const mix = recordingMix(call.localStream, remote);
    try {
      this.recorder = { recorder: new CallRecorder(mix.stream), close: mix.close };
      this.patch({ recordingSince: performance.now() });
    } catch (error) {
      mix.close();
      const reason = errorReason(error);
      toast.error(reason === noRecordingFormat ? reason : recordingMessages.failed(reason));
    }
  }

  /** Stops recording and downloads the file (spec 000 §9: the download starts on stop). */
  private async stopRecording(): Promise<void> {
    const current = this.recorder;
    if (!current) return;
    this.recorder = null;
    this.patch({ recordingSince: null });
    try {
      const { blob, fileName } = await current.recorder.stop();
      downloadFile(blob, fileName);
    } catch (error) {
      toast.error(`The recording could not be saved: ${errorReason(error)}`);
    } finally {
      current.close();
    }
  }

  /** Ends everything local: a recording under way is still saved. */
  async release(): Promise<void> {
    const recording = this.stopRecording();
    if (this.screen) {
      this.screen.onended = null;
      this.screen.stop();
      this.screen = null;
    }
    for (const track of this.camera?.getTracks() ?? []) track.stop();
    this.camera = null;
    await recording;
  }
}
