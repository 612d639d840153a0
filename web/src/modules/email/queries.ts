import {
  EnrolAccepted,
  Enrolment,
  type EnrolRequest,
  EmailTemplate,
  type EmailTemplateDraft,
  type EmailTemplateUpdate,
  Mailbox,
  type MailboxDraft,
  type MailboxUpdate,
  OutboundMessage,
  type SendRequest,
  SenderSignature,
  Sequence,
  type SequenceDraft,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/http';

export const emailKeys = {
  mailboxes: ['mailboxes'] as const,
  send: (intentId: string) => ['email-sends', intentId] as const,
};

export const mailboxesQuery = () =>
  queryOptions({
    queryKey: emailKeys.mailboxes,
    queryFn: async () => z.object({ items: z.array(Mailbox) }).parse(await apiRequest('/api/mailboxes')).items,
  });

export const connectMailbox = async (draft: MailboxDraft) =>
  Mailbox.parse(await apiRequest('/api/mailboxes', { method: 'POST', body: draft }));
export const updateMailbox = async ({ id, ...update }: MailboxUpdate & { id: string }) =>
  Mailbox.parse(await apiRequest(`/api/mailboxes/${id}`, { method: 'PATCH', body: update }));
export const testMailbox = async (id: string) =>
  Mailbox.parse(await apiRequest(`/api/mailboxes/${id}/test`, { method: 'POST' }));
export const syncMailbox = (id: string) => apiRequest(`/api/mailboxes/${id}/sync`, { method: 'POST' });
export const disconnectMailbox = (id: string) => apiRequest(`/api/mailboxes/${id}`, { method: 'DELETE' });

export const sendEmail = async (request: SendRequest) =>
  OutboundMessage.parse(await apiRequest('/api/email/send', { method: 'POST', body: request }));

/** A send's status until the mail server has it (or refused it). */
export const sendStatusQuery = (intentId: string, enabled: boolean) =>
  queryOptions({
    queryKey: emailKeys.send(intentId),
    queryFn: async () => OutboundMessage.parse(await apiRequest(`/api/email/sends/${intentId}`)),
    enabled,
    refetchInterval: (query) => (['queued', 'sending'].includes(query.state.data?.status ?? 'queued') ? 1000 : false),
  });

export const templateKeys = { all: ['email-templates'] as const, signature: ['email-signature'] as const };

export const templatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.all,
    queryFn: async () =>
      z.object({ items: z.array(EmailTemplate) }).parse(await apiRequest('/api/email/templates')).items,
  });
export const createTemplate = async (draft: EmailTemplateDraft) =>
  EmailTemplate.parse(await apiRequest('/api/email/templates', { method: 'POST', body: draft }));
export const updateTemplate = async ({ id, ...patch }: EmailTemplateUpdate & { id: string }) =>
  EmailTemplate.parse(await apiRequest(`/api/email/templates/${id}`, { method: 'PUT', body: patch }));
export const deleteTemplate = (id: string) => apiRequest(`/api/email/templates/${id}`, { method: 'DELETE' });

export const signatureQuery = () =>
  queryOptions({
    queryKey: templateKeys.signature,
    queryFn: async () => SenderSignature.parse(await apiRequest('/api/email/signature')).signature,
  });
export const saveSignature = async (signature: string) =>
  SenderSignature.parse(await apiRequest('/api/email/signature', { method: 'PUT', body: { signature } }));

export const sequenceKeys = {
  all: ['sequences'] as const,
  enrolments: (id: string) => ['sequences', id, 'enrolments'] as const,
};

export const sequencesQuery = () =>
  queryOptions({
    queryKey: sequenceKeys.all,
    queryFn: async () => z.object({ items: z.array(Sequence) }).parse(await apiRequest('/api/sequences')).items,
    refetchInterval: 5000,
  });
export const createSequence = async (draft: SequenceDraft) =>
  Sequence.parse(await apiRequest('/api/sequences', { method: 'POST', body: draft }));
export const deleteSequence = (id: string) => apiRequest(`/api/sequences/${id}`, { method: 'DELETE' });
export const enrolContacts = async (id: string, contacts: EnrolRequest) =>
  EnrolAccepted.parse(await apiRequest(`/api/sequences/${id}/enrol`, { method: 'POST', body: contacts }));
export const enrolmentsQuery = (id: string) =>
  queryOptions({
    queryKey: sequenceKeys.enrolments(id),
    queryFn: async () =>
      z.object({ items: z.array(Enrolment) }).parse(await apiRequest(`/api/sequences/${id}/enrolments?limit=200`))
        .items,
    refetchInterval: 3000,
  });
