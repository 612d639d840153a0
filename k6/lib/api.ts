import http from 'k6/http';
import type { paths } from '../../sdk/src/api-types';
import { config } from './config';

/**
 * The scenarios' requests typed by the SDK's types (generated from the served OpenAPI document), so
 * a scenario that sends a body the API no longer takes, or reads a field it no longer gives, fails the
 * typecheck instead of the load test.
 */
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type PostOf<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
type PostPath = { [P in keyof paths]: PostOf<P> extends never ? never : P }[keyof paths];
export type PostBody<P extends PostPath> = PostOf<P> extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;
export type PostReply<P extends PostPath> =
  PostOf<P> extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201 | 202>]> : never;

/** Fills a path's `{param}`s: `/api/tasks/{id}/complete` with `{ id }`. */
const pathOf = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** POSTs a typed body; the reply's typed JSON (null when it has none), and its status. */
export function post<P extends PostPath>(
  path: P,
  body: PostBody<P>,
  { headers, name, params = {} }: { headers: Record<string, string>; name: string; params?: Record<string, string> },
): { status: number; json: PostReply<P> | null } {
  const response = http.post(`${config.baseUrl}${pathOf(path, params)}`, JSON.stringify(body), {
    headers,
    tags: { name },
  });
  let json: PostReply<P> | null = null;
  try {
    json = JSON.parse(String(response.body)) as PostReply<P>;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}
