import clsx from 'clsx';
import { useEffect, useRef } from 'react';

interface StreamVideoProps {
  stream: MediaStream;
  /** The local preview: muted (no echo) and mirrored like a mirror. */
  local?: boolean;
  className?: string;
  label: string;
}

/** A <video> playing a MediaStream; remote audio plays through it too. */
export function StreamVideo({ stream, local = false, className, label }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      className={clsx('stream-video', local && 'stream-video--local', className)}
      aria-label={label}
      autoPlay
      playsInline
      muted={local}
    />
  );
}
