import { ContactRequestInput, ContactRequestListQuery, ContactRequestPage } from './contact-request.schema';
import { Ack } from '../common/ack';

/** The contact request domain's request/reply methods; rpc.ts combines every domain's. */
export const contactRequestRpcMethods = {
  /** The public /contact form: stored for the platform operators' inbox. */
  'identity.contact_requests.submit': { request: ContactRequestInput, reply: Ack },
  'identity.contact_requests.list': { request: ContactRequestListQuery, reply: ContactRequestPage },
} as const;
