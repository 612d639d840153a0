import { Resolver } from 'node:dns/promises';

/** The TXT strings at a name (each record's chunks joined); injectable so tests need no internet. */
export type TxtLookup = (name: string) => Promise<string[]>;

export function dnsTxtLookup(servers: string[], timeoutMs = 3000): TxtLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return async (name) => (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
}

export const recordName = (domain: string) => `_smartcrm-verification.${domain}`;
export const recordValue = (token: string) => `smartcrm-verification=${token}`;

const absent = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** Whether the domain's TXT record holds the token; otherwise why not, in words a user can act on. */
export async function checkTxtRecord(
  lookup: TxtLookup,
  domain: string,
  token: string,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const name = recordName(domain);
  let values: string[];
  try {
    values = await lookup(name);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    if (absent.has(code)) return { ok: false, reason: `No TXT record at ${name} yet; DNS changes can take a while` };
    return { ok: false, reason: `DNS could not be asked about ${name} (${code}); try again later` };
  }
  if (values.includes(recordValue(token))) return { ok: true };
  return {
    ok: false,
    reason: values.length
      ? `The TXT record at ${name} does not hold the expected value`
      : `No TXT record at ${name} yet; DNS changes can take a while`,
  };
}
