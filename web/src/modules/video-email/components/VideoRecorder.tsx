import { videoClock } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Circle, Monitor, Square, Video as VideoIcon } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { saveRecording, videoKeys } from '../queries';
import '../video-email.css';
import {
  captureFrame,
  maxRecordingMs,
  openSource,
  recordingMimeType,
  type VideoSource,
  videoBitsPerSecond,
} from '../utils/recording';

/** Ends the camera, screen and microphone, so the browser stops showing them in use. */
function stopStream(stream: RefObject<MediaStream | null>) {
  for (const track of stream.current?.getTracks() ?? []) track.stop();
  stream.current = null;
}

interface Take {
  blob: Blob;
  url: string;
  durationMs: number;
  thumbnail: Blob | null;
}

/**
 * Records the camera or a screen in the browser (MediaRecorder), plays the take back, and saves it
 * with a title and a thumbnail of its first frames to the user's library.
 */
export function VideoRecorder({ onSaved }: { onSaved: (title: string) => void }) {
  const queryClient = useQueryClient();
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [source, setSource] = useState<VideoSource>('camera');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mimeType = typeof MediaRecorder === 'undefined' ? null : recordingMimeType();

  const stopTracks = () => stopStream(stream);
  useEffect(() => () => stopStream(stream), []);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() - startedAt >= maxRecordingMs) recorder.current?.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  async function start() {
    setProblem(null);
    try {
      stream.current = await openSource(source);
    } catch {
      setProblem(
        source === 'camera' ? 'The browser did not give access to the camera and microphone.' : 'No screen was shared.',
      );
      return;
    }
    if (live.current) {
      live.current.srcObject = stream.current;
      await live.current.play().catch(() => undefined);
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, { mimeType: mimeType ?? undefined, videoBitsPerSecond });
    const began = Date.now();
    let thumbnail: Promise<Blob | null> = Promise.resolve(null);
    // The picture a second in: past the first frames, which are often dark while the camera adjusts.
    const frame = setTimeout(() => {
      if (live.current) thumbnail = captureFrame(live.current);
    }, 1000);
    media.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    media.onstop = async () => {
      clearTimeout(frame);
      const durationMs = Date.now() - began;
      const still = (await thumbnail) ?? (live.current ? await captureFrame(live.current) : null);
      stopTracks();
      if (live.current) live.current.srcObject = null;
      setStartedAt(null);
      const blob = new Blob(chunks, { type: (mimeType ?? 'video/webm').split(';')[0] });
      setTake({ blob, url: URL.createObjectURL(blob), durationMs, thumbnail: still });
    };
    // Stopping the share from the browser's own bar ends the recording too.
    for (const track of stream.current.getVideoTracks())
      track.onended = () => media.state === 'recording' && media.stop();
    recorder.current = media;
    media.start(1000);
    setStartedAt(began);
    setNow(began);
  }

  const save = useMutation({
    mutationFn: (current: Take) => saveRecording({ ...current, title: title.trim() }),
    onSuccess: async (video) => {
      setTake(null);
      setTitle('');
      await queryClient.invalidateQueries({ queryKey: videoKeys.all });
      onSaved(video.title);
    },
  });

  if (!mimeType)
    return <p role="alert">This browser cannot record video. Try a current Chrome, Edge, Firefox or Safari.</p>;
  const recording = startedAt !== null;
  return (
    <section className="card video-recorder" aria-label="Recorder">
      {take ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: a take being reviewed by the person who just recorded it */}
          <video className="video-recorder__screen" src={take.url} controls aria-label="Your recording" />
          <form
            className="video-recorder__save"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(take);
            }}
          >
            <label className="field">
              <span className="field__label">Title</span>
              <input
                className="field__input"
                value={title}
                maxLength={200}
                required
                placeholder="e.g. Your demo, Ann"
                onChange={(event) => setTitle(event.target.value)}
              />
            </label>
            <p className="field__hint">{videoClock(take.durationMs)} recorded</p>
            {save.isError && <p role="alert">{save.error.message}</p>}
            <div className="video-recorder__actions">
              <Button type="submit" variant="primary" disabled={save.isPending || !title.trim()}>
                {save.isPending ? 'Saving…' : 'Save to my videos'}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setTake(null)} disabled={save.isPending}>
                Discard
              </Button>
            </div>
          </form>
        </>
      ) : (
        <>
          <div className="video-recorder__screen-wrap">
            <video ref={live} className="video-recorder__screen" muted playsInline aria-label="Camera preview" />
            {!recording && <p className="video-recorder__idle">Choose a source and press Record.</p>}
            {recording && (
              <span className="video-recorder__timer" role="timer">
                <Circle aria-hidden size={10} fill="currentColor" /> {videoClock(now - startedAt)} /{' '}
                {videoClock(maxRecordingMs)}
              </span>
            )}
          </div>
          {problem && <p role="alert">{problem}</p>}
          <div className="video-recorder__actions">
            <fieldset className="video-recorder__sources" disabled={recording}>
              <legend className="visually-hidden">Source</legend>
              <label className="video-recorder__source">
                <input type="radio" name="source" checked={source === 'camera'} onChange={() => setSource('camera')} />
                <VideoIcon aria-hidden size={14} /> Camera
              </label>
              <label className="video-recorder__source">
                <input type="radio" name="source" checked={source === 'screen'} onChange={() => setSource('screen')} />
                <Monitor aria-hidden size={14} /> Screen
              </label>
            </fieldset>
            {recording ? (
              <Button type="button" variant="danger" onClick={() => recorder.current?.stop()}>
                <Square aria-hidden size={14} /> Stop
              </Button>
            ) : (
              <Button type="button" variant="primary" onClick={() => void start()}>
                <Circle aria-hidden size={14} /> Record
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
