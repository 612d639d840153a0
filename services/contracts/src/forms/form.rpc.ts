import { z } from 'zod';
import { Form, FormInput, FormList, PublicForm } from './form.schema';
import { FormSubmissionPage, FormSubmissionQuery, PublicSubmission, PublicSubmitReply } from './submission.schema';

const byId = z.object({ id: z.uuid() });
/** The workspace's app address as the BFF saw it on a save: submission mails link to the contact on it. */
const linkBase = z.url({ protocol: /^https?$/ }).optional();

/** Lead capture forms and their submissions, answered by crm (the forms domain). */
export const formRpcMethods = {
  'crm.forms.list': { request: z.object({}), reply: FormList },
  'crm.forms.get': { request: byId, reply: Form },
  'crm.forms.create': { request: z.object({ form: FormInput, linkBase }), reply: Form },
  'crm.forms.update': { request: z.object({ id: z.uuid(), form: FormInput, linkBase }), reply: Form },
  'crm.forms.delete': { request: byId, reply: z.object({ id: z.uuid() }) },
  'crm.forms.setPublished': { request: z.object({ id: z.uuid(), published: z.boolean() }), reply: Form },
  'crm.forms.submissions': {
    request: FormSubmissionQuery.extend({ formId: z.uuid() }),
    reply: FormSubmissionPage,
  },
  /** The hosted page's reads and a visitor's post: no user, a published form of the request's workspace. */
  'crm.forms.publicGet': { request: byId, reply: PublicForm },
  'crm.forms.submit': {
    request: z.object({ id: z.uuid(), submission: PublicSubmission }),
    reply: PublicSubmitReply,
  },
} as const;
