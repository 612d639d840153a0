/** '#/contacts?x=1' → '/contacts?x=1': old hash links become normal navigation (spec 000 §2). */
export function pathFromHash(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/** Rewrites a hash path in the address bar before the router reads it. */
export function rewriteHashPath(): void {
  const path = pathFromHash(window.location.hash);
  if (path) window.history.replaceState(window.history.state, '', path);
}
