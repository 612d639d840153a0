import { z } from 'zod';
import { Ack } from '../common/ack';
import { EmailTemplate, EmailTemplateDraft, EmailTemplateUpdate, SenderSignature } from './template.schema';

const byId = z.object({ id: z.uuid() });

/**
 * Email templates, shared by a workspace: any member who sends email uses and adds them; their
 * author or an admin changes and deletes them. And each user's signature.
 */
export const templateRpcMethods = {
  'messaging.templates.list': { request: z.object({}), reply: z.object({ items: z.array(EmailTemplate) }) },
  'messaging.templates.create': { request: EmailTemplateDraft, reply: EmailTemplate },
  /** Refused with `conflict` when someone saved it since `version`. */
  'messaging.templates.update': { request: byId.extend({ patch: EmailTemplateUpdate }), reply: EmailTemplate },
  'messaging.templates.delete': { request: byId, reply: Ack },
  'messaging.signature.get': { request: z.object({}), reply: SenderSignature },
  'messaging.signature.set': { request: SenderSignature, reply: SenderSignature },
} as const;
