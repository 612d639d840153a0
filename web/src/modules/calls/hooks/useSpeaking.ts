import { useEffect, useState } from 'react';

/** Voice RMS above which someone counts as speaking; room noise and the fake device's beep gaps stay under. */
export const speakingLevel = 0.02;
const pollMs = 250;

let shared: AudioContext | null = null;
const audioContext = () => {
  shared ??= new AudioContext();
  return shared;
};

/** Root mean square of a waveform of samples around 128 (AnalyserNode byte time-domain data). */
export function waveformLevel(samples: Uint8Array): number {
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}

/** Spec 000 §3 isSpeaking: whether the stream's voice is above the speaking level, checked 4 times a second. */
export function useSpeaking(stream: MediaStream | null, enabled: boolean): boolean {
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    if (!stream || !enabled || stream.getAudioTracks().length === 0) {
      setSpeaking(false);
      return;
    }
    const context = audioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setSpeaking(waveformLevel(samples) > speakingLevel);
    }, pollMs);
    return () => {
      clearInterval(timer);
      source.disconnect();
    };
  }, [stream, enabled]);
  return speaking;
}
