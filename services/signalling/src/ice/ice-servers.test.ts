import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signallingConfigSchema } from '../config';
import { iceServersFor } from './ice-servers';

const config = (env: Record<string, string>) => signallingConfigSchema.parse(env);
const user = '00000000-0000-4000-8000-000000000001';

describe('ICE servers from configuration', () => {
  it('hands out nothing unless configured', () => {
    expect(iceServersFor(config({}), user)).toEqual({ iceServers: [], ttlSeconds: 3600 });
  });

  it('mints TURN credentials that expire, from the shared secret', () => {
    const secret = 'a-shared-secret-of-length';
    const servers = iceServersFor(
      config({
        ICE_STUN_URLS: 'stun:stun.example.com:3478',
        TURN_URLS: 'turn:t.example.com:3478, turns:t.example.com:5349',
        TURN_SECRET: secret,
        TURN_TTL_SECONDS: '600',
      }),
      user,
      1_700_000_000_000,
    );
    const username = `${1_700_000_000 + 600}:${user}`;
    expect(servers).toEqual({
      iceServers: [
        { urls: ['stun:stun.example.com:3478'] },
        {
          urls: ['turn:t.example.com:3478', 'turns:t.example.com:5349'],
          username,
          credential: createHmac('sha1', secret).update(username).digest('base64'),
        },
      ],
      ttlSeconds: 600,
    });
  });

  it('uses fixed TURN credentials without a secret, and refuses URLs that are not STUN or TURN', () => {
    const fixed = iceServersFor(
      config({ TURN_URLS: 'turn:t.example.com', TURN_USERNAME: 'u', TURN_CREDENTIAL: 'p' }),
      user,
    );
    expect(fixed.iceServers).toEqual([{ urls: ['turn:t.example.com'], username: 'u', credential: 'p' }]);
    expect(() => config({ ICE_STUN_URLS: 'https://stun.example.com' })).toThrow(/stun:/);
  });
});
