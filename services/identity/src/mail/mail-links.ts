/**
 * A link into the app for an emailed token: the path on the base the BFF gave (the origin the
 * user reached the workspace on), keeping its query (`?tenant=` when the host names no workspace).
 */
export function appLink(appUrl: string, path: string, token: string): string {
  const base = new URL(appUrl);
  const link = new URL(path, base.origin);
  for (const [key, value] of base.searchParams) link.searchParams.set(key, value);
  link.searchParams.set('token', token);
  return link.toString();
}
