import { AppError } from '@smartcrm/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createEndpointGuard, isPublicAddress } from './endpoint-guard';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local (cloud metadata), shared, multicast and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts addresses on the public internet', () => {
    for (const address of ['8.8.8.8', '104.18.6.192', '2606:4700::6810:6c0', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('the endpoint guard', () => {
  const guard = createEndpointGuard(['ollama.internal', '127.0.0.2']);
  afterAll(() => guard.close());

  it('refuses a base URL on a private address, written as one or resolving to one, naming baseUrl', async () => {
    for (const url of [
      'http://169.254.169.254/v1',
      'http://10.0.0.5/v1',
      'http://[::1]:8080/v1',
      'http://localhost:5432/v1',
    ]) {
      const refused = await guard.check(url).catch((error: unknown) => error);
      expect(refused, url).toBeInstanceOf(AppError);
      expect((refused as AppError).details).toEqual({
        issues: [{ path: 'body.baseUrl', message: 'points at a private or internal address' }],
      });
    }
  });

  it('lets the hosts the platform allows through', async () => {
    await expect(guard.check('http://127.0.0.2:11434/v1')).resolves.toBeUndefined();
    await expect(guard.check('http://OLLAMA.internal/v1')).resolves.toBeUndefined();
  });

  it('refuses the connection itself when the host is, or resolves to, a private address', async () => {
    await expect(guard.fetch('http://10.1.2.3/v1/models')).rejects.toBeInstanceOf(AppError);
    // A name checked earlier that now resolves to loopback (DNS rebinding) fails at connection time.
    const failed = await guard.fetch('http://localhost:8999/v1/models').catch((error: Error) => error);
    expect((failed as Error & { cause?: unknown }).cause).toBeInstanceOf(AppError);
  });
});
