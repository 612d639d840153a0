import { describe, expect, it } from 'vitest';
import { accessError, refusePlaintext } from './mail-connection';

const servers = {
  imap: { host: 'imap.example.com', port: 143, security: 'none' as const },
  smtp: { host: 'smtp.example.com', port: 587, security: 'starttls' as const },
};

const options = { timeoutMs: 1000, checkServers: async () => undefined };

describe('mail connection rules', () => {
  it('refuses a password in clear unless allowed, naming the server', () => {
    expect(() => refusePlaintext(servers, { ...options, allowPlaintext: false })).toThrow(/imap\.security/);
    expect(() => refusePlaintext(servers, { ...options, allowPlaintext: true })).not.toThrow();
  });

  it('tells wrong credentials from an unreachable server', () => {
    expect(accessError('smtp', { code: 'EAUTH', responseCode: 535 })).toMatchObject({
      code: 'bad_input',
      details: { issues: [{ path: 'auth.password' }] },
    });
    expect(accessError('imap', { authenticationFailed: true }).details).toMatchObject({
      issues: [{ path: 'auth.password' }],
    });
    expect(accessError('imap', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })).toMatchObject({
      details: { issues: [{ path: 'imap.host', message: expect.stringContaining('ECONNREFUSED') }] },
    });
  });
});
