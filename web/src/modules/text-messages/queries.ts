import {
  SmsAccount,
  type SmsAccountDraft,
  type SmsBulkRequest,
  SmsBulkResult,
  SmsMessage,
  type SmsSendRequest,
  SmsThread,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/http';

export const smsKeys = {
  accounts: ['text-messages', 'accounts'] as const,
  threads: ['text-messages', 'threads'] as const,
  thread: (accountId: string, peer: string) => ['text-messages', 'threads', accountId, peer] as const,
};

export const smsAccountsQuery = () =>
  queryOptions({
    queryKey: smsKeys.accounts,
    queryFn: async () =>
      z.object({ items: z.array(SmsAccount) }).parse(await apiRequest('/api/text-messages/accounts')).items,
  });

export const smsThreadsQuery = () =>
  queryOptions({
    queryKey: smsKeys.threads,
    queryFn: async () =>
      z.object({ items: z.array(SmsThread) }).parse(await apiRequest('/api/text-messages/threads')).items,
  });

const ThreadTexts = z.object({ items: z.array(SmsMessage), optedOut: z.boolean() });

export const smsThreadQuery = (accountId: string, peer: string) =>
  queryOptions({
    queryKey: smsKeys.thread(accountId, peer),
    queryFn: async () =>
      ThreadTexts.parse(await apiRequest(`/api/text-messages/threads/${accountId}/${encodeURIComponent(peer)}`)),
  });

export const connectSmsAccount = async (draft: SmsAccountDraft) =>
  SmsAccount.parse(await apiRequest('/api/text-messages/accounts', { method: 'POST', body: draft }));
export const removeSmsAccount = (id: string) => apiRequest(`/api/text-messages/accounts/${id}`, { method: 'DELETE' });

export const sendText = async (request: SmsSendRequest) =>
  SmsMessage.parse(await apiRequest('/api/text-messages/send', { method: 'POST', body: request }));

export const sendBulkText = async (request: SmsBulkRequest) =>
  SmsBulkResult.parse(await apiRequest('/api/text-messages/bulk', { method: 'POST', body: request }));
