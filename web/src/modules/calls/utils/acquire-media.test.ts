import { describe, expect, it, vi } from 'vitest';
import { acquireMedia } from './acquire-media';
import { basicConstraints, idealConstraints } from './media-constraints';
import { mediaMessages } from './media-errors';

const failure = (name: string) => Object.assign(new Error(name), { name });
const stream = {} as MediaStream;

describe('acquiring the camera and microphone', () => {
  it('asks for the ideal settings first', async () => {
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    await expect(acquireMedia('video', getUserMedia)).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledExactlyOnceWith(idealConstraints('video'));
  });

  it('falls back to basic settings when the ideal ones are refused', async () => {
    const getUserMedia = vi.fn().mockRejectedValueOnce(failure('OverconstrainedError')).mockResolvedValueOnce(stream);
    await expect(acquireMedia('audio', getUserMedia)).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenLastCalledWith(basicConstraints('audio'));
    expect(basicConstraints('audio')).toEqual({ audio: true, video: false });
  });

  it('gives up with the spec message when basic settings fail too', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(failure('OverconstrainedError'));
    await expect(acquireMedia('video', getUserMedia)).rejects.toThrow(mediaMessages.noSettings);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('does not retry a denied permission', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(failure('NotAllowedError'));
    await expect(acquireMedia('video', getUserMedia)).rejects.toThrow(mediaMessages.denied);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });
});
