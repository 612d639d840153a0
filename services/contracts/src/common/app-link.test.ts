import { describe, expect, it } from 'vitest';
import { appLink } from './app-link';

describe('links into the app', () => {
  it('go to the workspace host as it was used', () => {
    expect(appLink('https://acme.example.com', '/v/abc')).toBe('https://acme.example.com/v/abc');
  });

  it('keep the bare host’s workspace query, and add their own', () => {
    expect(appLink('http://localhost:3000/?tenant=acme', '/booking/t1', { reschedule: '1' })).toBe(
      'http://localhost:3000/booking/t1?tenant=acme&reschedule=1',
    );
  });
});
