import { useEffect, useRef } from 'react';

/** Plays a participant's voice when their tile shows an avatar instead of a video element. */
export function RemoteAudio({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a live conversation has no caption track to offer
  return <audio ref={ref} autoPlay />;
}
