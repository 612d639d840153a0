import { type ForgotPasswordInput, InvitePreview, type ResetPasswordInput } from '@smartcrm/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { sessionKey } from '../queries';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordInput) => apiRequest('/api/auth/forgot-password', { method: 'POST', body }),
  });

/** A reset ends every session of the user, this browser's too: it forgets the signed-in user. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => apiRequest('/api/auth/reset-password', { method: 'POST', body }),
    onSuccess: () => queryClient.setQueryData(sessionKey, null),
  });
}

/** Whom an invitation link invites; a POST so the token stays out of URLs and logs. */
export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/auth/invitation', token] as const,
    queryFn: async () =>
      InvitePreview.parse(await apiRequest('/api/auth/invitation', { method: 'POST', body: { token } })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
