import { z } from 'zod';
import { RecentActivity, RecentActivityQuery } from './dashboard.schema';
import {
  Activity,
  ActivityDraft,
  ActivityListQuery,
  ActivityPage,
  ActivityParent,
  ActivityPatch,
} from './activity.schema';

/** The activity domain's request/reply methods; rpc.ts combines every domain's. */
export const activityRpcMethods = {
  /** A note, call or email logged on a contact or deal (a deal's contact sees it too). */
  'crm.activities.log': { request: z.object({ parent: ActivityParent, activity: ActivityDraft }), reply: Activity },
  /** A contact's or deal's timeline, newest first. */
  'crm.activities.list': { request: ActivityListQuery.extend({ parent: ActivityParent }), reply: ActivityPage },
  /** Notes only, by their author. */
  'crm.activities.update': { request: z.object({ id: z.uuid(), patch: ActivityPatch }), reply: Activity },
  'crm.activities.delete': { request: z.object({ id: z.uuid() }), reply: z.object({ id: z.uuid() }) },
  /** The tenant's newest timeline entries the caller may see (the dashboard's feeds). */
  'crm.activities.recent': { request: RecentActivityQuery, reply: z.array(RecentActivity) },
} as const;
