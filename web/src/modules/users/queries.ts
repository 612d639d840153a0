import { type Role, type UserPage, UserPage as UserPageSchema, type UserStatus } from '@smartcrm/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const usersPath = '/api/admin/users';

/** Every mutation invalidates by the `userKeys.all` prefix. */
export const userKeys = {
  all: [usersPath] as const,
  list: (filters: UserFilters) => [...userKeys.all, filters] as const,
};

export interface UserFilters {
  q: string;
  role: Role | '';
  status: UserStatus | '';
}

const pageSize = 25;

function pagePath({ q, role, status }: UserFilters, after: string | null): string {
  const params = new URLSearchParams({ limit: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (status) params.set('status', status);
  if (after) params.set('after', after);
  return `${usersPath}?${params}`;
}

/** Keyset pages of users. */
export const usersQuery = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(filters),
    queryFn: async ({ pageParam }): Promise<UserPage> =>
      UserPageSchema.parse(await apiRequest(pagePath(filters, pageParam))),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Someone else may have changed a user: a manager's list is worth refreshing on return.
    staleTime: 0,
  });
