/**
 * A soft two-tone ring from the Web Audio API (no audio file to ship), repeating every 3 s until the
 * returned stop function runs. Browsers may keep audio muted before the first user gesture; the
 * overlay still shows.
 */
export function startRingtone(): () => void {
  let context: AudioContext;
  try {
    context = new AudioContext();
  } catch {
    return () => undefined;
  }
  const ring = () => {
    const now = context.currentTime;
    for (const [offset, frequency] of [
      [0, 440],
      [0.45, 480],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + offset);
      gain.gain.exponentialRampToValueAtTime(0.08, now + offset + 0.05);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.4);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + offset);
      oscillator.stop(now + offset + 0.42);
    }
  };
  ring();
  const timer = setInterval(ring, 3000);
  return () => {
    clearInterval(timer);
    void context.close();
  };
}
