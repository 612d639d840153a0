import { check, fail } from 'k6';
import http from 'k6/http';
import { config, jsonHeaders } from './config';

/** A signed-in session: its cookies and the CSRF header every write echoes (spec: cookie-authenticated writes). */
export interface Session {
  cookie: string;
  headers: Record<string, string>;
}

/** Signs in once (in `setup`) as EMAIL/PASSWORD; every VU then works with that session. */
export function signIn(email = config.email, password = config.password): Session {
  const response = http.post(`${config.baseUrl}/api/auth/signin`, JSON.stringify({ email, password }), {
    headers: jsonHeaders,
  });
  if (!check(response, { 'signed in': (r) => r.status === 200 })) fail(`sign-in failed: ${response.status}`);
  const value = (name: string) => response.cookies[name]?.[0]?.value ?? '';
  const cookie = `smartcrm_session=${value('smartcrm_session')}; smartcrm_csrf=${value('smartcrm_csrf')}`;
  return {
    cookie,
    headers: { ...jsonHeaders, cookie, 'x-csrf-token': decodeURIComponent(value('smartcrm_csrf')) },
  };
}

/** A request's JSON body, or null when it has none or is not JSON. */
export function bodyOf<T>(response: { body: unknown }): T | null {
  try {
    return JSON.parse(String(response.body)) as T;
  } catch {
    return null;
  }
}
