import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('request log URLs', () => {
  it('hides a token wherever it sits in the query', () => {
    expect(redactUrl('/auth/reset-password?token=abc_-123')).toBe('/auth/reset-password?token=[redacted]');
    expect(redactUrl('/auth/accept-invite?tenant=acme&token=xyz&x=1')).toBe(
      '/auth/accept-invite?tenant=acme&token=[redacted]&x=1',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/contacts?q=tokens')).toBe('/api/contacts?q=tokens');
  });
});
