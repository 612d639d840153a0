import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { changeTenantPlan, operatorTenantKeys, setTenantStatus, signInAs } from '../queries';

const failed = (error: Error) =>
  toast.error(error instanceof ApiError ? error.message : 'SmartCRM could not be reached. Please try again.');

/** Suspend, reactivate, change plan, sign in as: each refreshes the list or leaves for the workspace. */
export function useTenantActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: operatorTenantKeys.all });
  return {
    status: useMutation({
      mutationFn: ({ id, status }: { id: string; status: 'active' | 'suspended' }) => setTenantStatus(id, status),
      onSuccess: refresh,
      onError: failed,
    }),
    plan: useMutation({
      mutationFn: ({ id, plan }: { id: string; plan: string }) => changeTenantPlan(id, plan),
      onSuccess: refresh,
      onError: failed,
    }),
    signInAs: useMutation({
      mutationFn: ({ tenantId, userId }: { tenantId: string; userId: string }) => signInAs(tenantId, userId),
      // A full page load: the support session lives on the workspace's own address.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: failed,
    }),
  };
}
