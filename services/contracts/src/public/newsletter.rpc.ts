import { z } from 'zod';
import {
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterListQuery,
  NewsletterPage,
  NewsletterSubscribeRequest,
} from './newsletter.schema';
import { Ack } from '../common/ack';

/** The newsletter domain's request/reply methods; rpc.ts combines every domain's. */
export const newsletterRpcMethods = {
  /** The public site's Stay Updated box (platform-wide, double opt-in); the same answer for any address. */
  'identity.newsletter.subscribe': { request: NewsletterSubscribeRequest.extend({ appUrl: z.url() }), reply: Ack },
  'identity.newsletter.confirm': { request: NewsletterConfirmRequest, reply: NewsletterConfirmResponse },
  /** Platform operators only. */
  'identity.newsletter.list': { request: NewsletterListQuery, reply: NewsletterPage },
} as const;
