/**
 * A page of the app on the address a user worked on (`linkBase`: a workspace's own host, or the bare
 * host with `?tenant=`), keeping that address's query and adding `query`: what mails and notices link to.
 */
export function appLink(linkBase: string, path: string, query: Record<string, string> = {}): string {
  const base = new URL(linkBase);
  const link = new URL(path, base.origin);
  for (const [key, value] of [...base.searchParams, ...Object.entries(query)]) link.searchParams.set(key, value);
  return link.toString();
}
