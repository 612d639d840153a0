import { type AcceptInviteInput, AuthResponse, type SignInInput, type SignUpInput } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { apiRequest } from '../../../api/http';
import { useTenant } from '../../tenant/hooks/useTenant';
import { tenantKeys } from '../../tenant/queries';
import { sessionKey } from '../queries';

async function authenticate(path: string, body: unknown): Promise<AuthResponse> {
  return AuthResponse.parse(await apiRequest(path, { method: 'POST', body }));
}

/**
 * Signing in or up yields the user and their tenant: both go straight into the cache, and the
 * workspace is remembered as tenantId unless the host name already names it. A session for a
 * tenant other than the host's is left out of this host's cache (the caller moves to its host).
 */
function useAuthenticate<Body>(path: string) {
  const queryClient = useQueryClient();
  const { resolved, chooseWorkspace } = useTenant();
  return useMutation({
    mutationFn: (body: Body) => authenticate(path, body),
    onSuccess: ({ user, tenant }) => {
      const fromHost = resolved?.source === 'host' ? resolved.identifier : null;
      if (fromHost && fromHost !== tenant.slug && fromHost !== tenant.id) return;
      if (!fromHost) chooseWorkspace(tenant.slug);
      queryClient.setQueryData(tenantKeys.info(fromHost ?? tenant.slug), tenant);
      queryClient.setQueryData(sessionKey, user);
    },
  });
}

export const useSignIn = () => useAuthenticate<SignInInput>('/api/auth/signin');
export const useSignUp = () => useAuthenticate<SignUpInput>('/api/auth/signup');
/** Accepting an invitation signs the invitee in like a sign-in does. */
export const useAcceptInvite = () => useAuthenticate<AcceptInviteInput>('/api/auth/accept-invite');

/** Signs out and returns to '/' (spec 000 §2); this tab forgets the user even if the call failed. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/signout', { method: 'POST' }),
    onError: () => toast.error('The server did not confirm the sign-out. Close the browser to be sure.'),
    onSettled: () => {
      navigate('/');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== tenantKeys.all[0] });
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
