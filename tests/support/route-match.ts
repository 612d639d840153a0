import type { z } from 'zod';
import { type RouteKey, replySchemas } from './api-replies';

/**
 * Which route of api-replies a request goes to, worked out twice: by the compiler from the path's
 * type (`/api/contacts/${id}` is `/api/contacts/${string}`), and at run time from the path itself.
 * A segment of the route written `:name` takes any one segment; where two routes match
 * (`/api/contacts/total` and `/api/contacts/:id`) the one with fewer `:name` segments wins, as in Fastify.
 */

type Split<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Split<Tail>] : [S];
type PathOnly<P extends string> = P extends `${infer Path}?${string}` ? Path : P;

type SegmentsMatch<Path extends string[], Route extends string[]> = Path extends [
  infer P extends string,
  ...infer PathRest extends string[],
]
  ? Route extends [infer R extends string, ...infer RouteRest extends string[]]
    ? (R extends `:${string}` ? true : P extends R ? true : false) extends true
      ? SegmentsMatch<PathRest, RouteRest>
      : false
    : false
  : Route extends []
    ? true
    : false;

type PatternOf<K> = K extends `${string} ${infer Pattern}` ? Pattern : never;
type ParamCount<S extends string[]> = S extends [infer H, ...infer T extends string[]]
  ? H extends `:${string}`
    ? [1, ...ParamCount<T>]
    : ParamCount<T>
  : [];
type WithParams<K, N extends number> = K extends RouteKey
  ? ParamCount<Split<PatternOf<K>>>['length'] extends N
    ? K
    : never
  : never;
type Fewest<K> = [WithParams<K, 0>] extends [never]
  ? [WithParams<K, 1>] extends [never]
    ? WithParams<K, 2>
    : WithParams<K, 1>
  : WithParams<K, 0>;

type Matching<M extends string, P extends string> = {
  [K in Extract<RouteKey, `${M} ${string}`>]: SegmentsMatch<Split<PathOnly<P>>, Split<PatternOf<K>>> extends true
    ? K
    : never;
}[Extract<RouteKey, `${M} ${string}`>];

/** The route a request of method M to path P goes to, or never. */
export type RouteOf<M extends string, P extends string> = Fewest<Matching<M, P>>;

/** What the body of a successful reply is: the route's schema's output, or unknown for a path no route matches. */
export type ReplyOf<M extends string, P extends string> = P extends string
  ? [RouteOf<M, P>] extends [never]
    ? unknown
    : z.output<(typeof replySchemas)[RouteOf<M, P>]>
  : never;

const routes = Object.keys(replySchemas).map((key) => {
  const [method, pattern = ''] = key.split(' ');
  const segments = pattern.split('/');
  return { key: key as RouteKey, method, segments, params: segments.filter((s) => s.startsWith(':')).length };
});

/** The route of api-replies that `method path` goes to (the path may hold a query or be a whole URL). */
export function routeOf(method: string, path: string): RouteKey | undefined {
  const segments = new URL(path, 'http://x').pathname.replace(/(.)\/$/, '$1').split('/');
  const matches = routes.filter(
    (r) =>
      r.method === method &&
      r.segments.length === segments.length &&
      r.segments.every((s, i) => s.startsWith(':') || s === segments[i]),
  );
  return matches.sort((a, b) => a.params - b.params)[0]?.key;
}
