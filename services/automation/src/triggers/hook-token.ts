import { randomBytes } from 'node:crypto';
import { HookToken } from '@smartcrm/contracts';

/** A webhook URL's secret: the workspace's id (so the post finds its workspace) and 192 random bits. */
export const newHookToken = (tenantId: string): string =>
  `${Buffer.from(tenantId.replaceAll('-', ''), 'hex').toString('base64url')}.${randomBytes(24).toString('base64url')}`;

/** The workspace a token names, or null when it is no webhook token. */
export function tenantOfToken(token: string): string | null {
  if (!HookToken.safeParse(token).success) return null;
  const hex = Buffer.from(token.split('.')[0]!, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
