import { AsyncLocalStorage } from 'node:async_hooks';
import type { RpcContext } from '@smartcrm/contracts';

/** The RPC context of the work in progress: logs and outgoing calls read it. */
export const requestContext = new AsyncLocalStorage<RpcContext>();

export const currentContext = (): RpcContext | undefined => requestContext.getStore();
