import { describe, expect, it } from 'vitest';
import { pickRecordingFormat, recordingFileName } from './recording-format';

describe('recording format (spec 000 §9)', () => {
  it('prefers vp9/opus, then vp8/opus, then plain webm, then mp4', () => {
    const supports =
      (...types: string[]) =>
      (type: string) =>
        types.includes(type);
    expect(pickRecordingFormat(supports('video/webm;codecs=vp9,opus', 'video/webm'))).toBe(
      'video/webm;codecs=vp9,opus',
    );
    expect(pickRecordingFormat(supports('video/webm', 'video/webm;codecs=vp8,opus'))).toBe(
      'video/webm;codecs=vp8,opus',
    );
    expect(pickRecordingFormat(supports('video/mp4', 'video/webm'))).toBe('video/webm');
    expect(pickRecordingFormat(supports('video/mp4'))).toBe('video/mp4');
  });

  it('has no format when the browser records none', () => {
    expect(pickRecordingFormat(() => false)).toBeNull();
  });

  it('names the file call-recording with a timestamp and the format extension', () => {
    const at = new Date('2026-11-22T08:15:03.456Z');
    expect(recordingFileName('video/webm;codecs=vp9,opus', at)).toBe('call-recording-2026-11-22T08-15-03.webm');
    expect(recordingFileName('video/mp4', at)).toBe('call-recording-2026-11-22T08-15-03.mp4');
  });
});
