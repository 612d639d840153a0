import { describe, expect, it } from 'vitest';
import { recordingMimeType } from './recording';

describe('the recorder', () => {
  it('records the best format the browser has, and says when it has none', () => {
    expect(recordingMimeType(() => true)).toBe('video/webm;codecs=vp9,opus');
    expect(recordingMimeType((type) => type === 'video/webm')).toBe('video/webm');
    expect(recordingMimeType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(recordingMimeType(() => false)).toBeNull();
  });
});
