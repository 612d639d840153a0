/** Where to go after signing in: `?next=` or the guard's remembered origin, if it is a local path. */
export function nextPath(search: string, state: unknown): string {
  const fromState = (state as { from?: unknown } | null)?.from;
  const candidate = new URLSearchParams(search).get('next') ?? (typeof fromState === 'string' ? fromState : null);
  const isLocal = candidate?.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\');
  return isLocal && candidate && !candidate.startsWith('/signin') ? candidate : '/dashboard';
}

/** The sign-in address that brings the user back to `path` afterwards. */
export function signInPath(path: string): string {
  return path === '/' ? '/signin' : `/signin?next=${encodeURIComponent(path)}`;
}
