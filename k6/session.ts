import { check, sleep } from 'k6';
import http from 'k6/http';
import type { Options } from 'k6/options';
import { config, jsonHeaders } from './lib/config';

/**
 * A signed-in user opening the app again and again: the tenant look-up and the session check
 * that every page of the shell pays for.
 */
export const options: Options = {
  scenarios: {
    shell: { executor: 'constant-vus', vus: 50, duration: '1m' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:user-role}': ['p(95)<100'],
    'http_req_duration{name:tenant-info}': ['p(95)<100'],
  },
};

export function setup() {
  const response = http.post(
    `${config.baseUrl}/api/auth/signin`,
    JSON.stringify({ email: config.email, password: config.password }),
    { headers: jsonHeaders },
  );
  check(response, { 'signed in': (r) => r.status === 200 });
  return { cookie: `smartcrm_session=${response.cookies.smartcrm_session?.[0]?.value ?? ''}` };
}

export default function (data: { cookie: string }) {
  const headers = { ...jsonHeaders, cookie: data.cookie };
  const info = http.get(`${config.baseUrl}/api/tenant/info`, { headers, tags: { name: 'tenant-info' } });
  check(info, { 'tenant info 200': (r) => r.status === 200 });
  const role = http.get(`${config.baseUrl}/api/auth/user-role`, { headers, tags: { name: 'user-role' } });
  check(role, { 'user role 200': (r) => r.status === 200 });
  sleep(0.1);
}
