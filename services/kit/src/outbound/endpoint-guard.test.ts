import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  const guard = createEndpointGuard(['ollama.internal', '127.0.0.2'], { field: 'baseUrl', what: 'model endpoint' });
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

describe('redirects from an allowed endpoint', () => {
  const listen = (server: Server, host: string) =>
    new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
  // An internal service on loopback, and an allowed endpoint that sends the client there.
  const internal = createServer((_req, res) => res.end('internal secret'));
  let target = '';
  const endpoint = createServer((req, res) => {
    if (req.url === '/v1/ok') return res.end('fine');
    if (req.url === '/v1/hop') return res.writeHead(307, { location: '/v1/ok' }).end();
    res.writeHead(302, { location: target }).end();
  });
  const guard = createEndpointGuard(['127.0.0.2'], { field: 'baseUrl', what: 'model endpoint' });
  afterAll(() => Promise.all([guard.close(), internal.close(), endpoint.close()]));

  it('checks every hop as the first: a redirect to a private address is refused', async () => {
    const internalPort = await listen(internal, '127.0.0.1');
    const endpointPort = await listen(endpoint, '127.0.0.2');
    for (const to of [`http://127.0.0.1:${internalPort}/`, `http://localhost:${internalPort}/`]) {
      target = to;
      const answer = await guard
        .fetch(`http://127.0.0.2:${endpointPort}/v1/models`, { method: 'POST', body: '{}' })
        .then((response) => response.text())
        .catch((error: Error & { cause?: unknown }) => error.cause ?? error);
      expect(answer, to).toBeInstanceOf(AppError);
    }
    // A redirect within the allowed endpoint is followed.
    const fine = await guard.fetch(`http://127.0.0.2:${endpointPort}/v1/hop`, { method: 'POST', body: '{}' });
    expect(await fine.text()).toBe('fine');
  });
});
