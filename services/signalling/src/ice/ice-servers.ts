import { createHmac } from 'node:crypto';
import type { IceServers } from '@smartcrm/contracts';
import type { SignallingConfig } from '../config';

/**
 * STUN and TURN servers from configuration. With TURN_SECRET the credentials are the TURN REST
 * scheme coturn implements (use-auth-secret): username `<expiry>:<userId>`, password the base64
 * HMAC-SHA1 of it, so a leaked one stops working after TURN_TTL_SECONDS.
 */
export function iceServersFor(config: SignallingConfig, userId: string, now = Date.now()): IceServers {
  const iceServers: IceServers['iceServers'] = [];
  if (config.ICE_STUN_URLS.length) iceServers.push({ urls: config.ICE_STUN_URLS });
  if (config.TURN_URLS.length) {
    if (config.TURN_SECRET) {
      const username = `${Math.floor(now / 1000) + config.TURN_TTL_SECONDS}:${userId}`;
      const credential = createHmac('sha1', config.TURN_SECRET).update(username).digest('base64');
      iceServers.push({ urls: config.TURN_URLS, username, credential });
    } else if (config.TURN_USERNAME && config.TURN_CREDENTIAL) {
      iceServers.push({ urls: config.TURN_URLS, username: config.TURN_USERNAME, credential: config.TURN_CREDENTIAL });
    }
  }
  return { iceServers, ttlSeconds: config.TURN_TTL_SECONDS };
}
