import type { ChangePasswordInput, SessionView } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { apiRequest } from '../../../api/http';
import { sessionKey } from '../../auth/queries';
import { accountKeys, sessionsPath } from '../queries';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiRequest('/api/auth/change-password', { method: 'POST', body }),
    onSuccess: () => {
      toast.success('Password changed. Your other sessions are signed out.');
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}

/** Ending this very session is signing out: the app forgets the user and goes home. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (session: SessionView) => apiRequest(`${sessionsPath}/${session.id}`, { method: 'DELETE' }),
    onSuccess: (_data, session) => {
      if (session.current) {
        queryClient.setQueryData(sessionKey, null);
        return navigate('/');
      }
      toast.success('Session signed out');
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (error) => toast.error(error.message),
  });
}
