import type { RpcHandlers } from '@smartcrm/kit';
import type { createContactRequestService } from './contact-request.service';
import type { createNewsletterService } from './newsletter.service';

type PublicSiteHandlers = Pick<
  RpcHandlers<'identity'>,
  | 'identity.newsletter.subscribe'
  | 'identity.newsletter.confirm'
  | 'identity.newsletter.list'
  | 'identity.contact_requests.submit'
  | 'identity.contact_requests.list'
>;

/** The public site's newsletter and contact form, and the operators' lists of both. */
export const publicSiteHandlers = (
  newsletter: ReturnType<typeof createNewsletterService>,
  contact: ReturnType<typeof createContactRequestService>,
): PublicSiteHandlers => ({
  'identity.newsletter.subscribe': async (input) => {
    await newsletter.subscribe(input);
    return { ok: true };
  },
  'identity.newsletter.confirm': ({ token }) => newsletter.confirm(token),
  'identity.newsletter.list': (query, ctx) => newsletter.list(query, ctx),
  'identity.contact_requests.submit': async (input) => {
    await contact.submit(input);
    return { ok: true };
  },
  'identity.contact_requests.list': (query, ctx) => contact.list(query, ctx),
});
