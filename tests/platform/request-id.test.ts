import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demo } from '../../infra/src/demo-users';
import { ApiClient } from '../support/api-client';

describe('request ids', () => {
  it('travel from the BFF through NATS headers into the services’ log lines', async () => {
    const requestId = `trace-${crypto.randomUUID()}`;
    const { email, password } = demo.users.regular_user;
    const response = await new ApiClient(demo.tenant.slug).request(
      'POST',
      '/api/auth/signin',
      { email, password },
      {
        'x-request-id': requestId,
      },
    );
    expect(response.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 300)); // let the children's output reach the log file
    const lines = readFileSync(join('test-results', 'system.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(requestId));
    // A source is `identity`, or `identity#2` when several instances run.
    const sources = new Set(lines.map((line) => line.slice(1, line.indexOf(']')).replace(/#\d+$/, '')));
    expect(sources).toContain('bff');
    expect(sources).toContain('identity');
  });
});
