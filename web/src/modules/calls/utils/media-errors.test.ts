import { describe, expect, it } from 'vitest';
import { mediaErrorMessage, mediaMessages, screenShareErrorMessage, screenShareMessages } from './media-errors';

const failure = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('media error messages (spec 000 §8)', () => {
  it('names denied, missing and busy devices', () => {
    expect(mediaErrorMessage(failure('NotAllowedError'))).toBe(mediaMessages.denied);
    expect(mediaErrorMessage(failure('PermissionDeniedError'))).toBe(mediaMessages.denied);
    expect(mediaErrorMessage(failure('NotFoundError'))).toBe(mediaMessages.notFound);
    expect(mediaErrorMessage(failure('NotReadableError'))).toBe(mediaMessages.inUse);
  });

  it('says no settings worked for constraints refused even after the fallback', () => {
    expect(mediaErrorMessage(failure('OverconstrainedError'))).toBe(mediaMessages.noSettings);
  });

  it('falls back to the general message for anything else', () => {
    expect(mediaErrorMessage(failure('TypeError'))).toBe(mediaMessages.other);
    expect(mediaErrorMessage('weird')).toBe(mediaMessages.other);
  });

  it('is silent when the user closes the screen picker, explicit otherwise', () => {
    expect(screenShareErrorMessage(failure('AbortError'))).toBeNull();
    expect(screenShareErrorMessage(failure('NotAllowedError'))).toBe(screenShareMessages.denied);
    expect(screenShareErrorMessage(failure('NotSupportedError'))).toBe(screenShareMessages.unsupported);
    expect(screenShareErrorMessage(failure('InvalidStateError', 'capture lost'))).toBe(
      'Screen sharing failed: capture lost',
    );
  });
});
