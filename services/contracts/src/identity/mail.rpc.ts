import { MailPage, PageQuery } from './mail.schema';

/** The mail domain's request/reply methods; rpc.ts combines every domain's. */
export const mailRpcMethods = {
  'identity.mail.list': { request: PageQuery, reply: MailPage },
} as const;
