import type { UserRoleResponse } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, csrfCookie } from '../../api/http';
import { currentTenant } from '../tenant/utils/tenant-storage';

/** The signed-in user; `support` is set when an operator signed in as them. */
export type SessionUser = UserRoleResponse['user'] & { support?: UserRoleResponse['support'] };

const userRolePath = '/api/auth/user-role';
export const sessionKey = [userRolePath] as const;

/** The signed-in user, or null when signed out; lookup failures are ignored (spec 000 §7). */
async function fetchSessionUser(): Promise<SessionUser | null> {
  // A session belongs to a workspace: with none named (the public site's own host) nobody is signed in.
  if (!currentTenant()) return null;
  // A session always comes with its readable CSRF cookie (set and cleared with it): without one a
  // visitor is signed out, and asking would only log a 401 in the console of every public page.
  if (!csrfCookie()) return null;
  try {
    const [body, { UserRoleResponse }] = await Promise.all([
      apiRequest(userRolePath),
      import('../../api/first-load-schemas'),
    ]);
    const parsed = UserRoleResponse.safeParse(body);
    return parsed.success ? { ...parsed.data.user, support: parsed.data.support } : null;
  } catch {
    return null;
  }
}

export const sessionQuery = queryOptions({ queryKey: sessionKey, queryFn: fetchSessionUser });
