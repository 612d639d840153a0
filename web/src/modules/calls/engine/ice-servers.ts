import { IceServers } from '@smartcrm/contracts';
import { apiRequest } from '../../../api/http';

/** STUN/TURN from the server's configuration, asked for each call (TURN credentials are short-lived). */
export async function iceServers(): Promise<RTCIceServer[]> {
  return IceServers.parse(await apiRequest('/api/calls/ice-servers')).iceServers;
}
