import { GlobalSearchQuery, GlobalSearchResult } from './search.schema';

/** The search domain's request/reply methods; rpc.ts combines every domain's. */
export const searchRpcMethods = {
  /** Ctrl/Cmd-K across contacts, companies, deals, tasks and notes. */
  'crm.search.global': { request: GlobalSearchQuery, reply: GlobalSearchResult },
} as const;
