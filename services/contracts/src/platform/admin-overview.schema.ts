import { z } from 'zod';
import { ServiceHealth } from './health.schema';

/** The workspace's users by status and its sessions that still work (`identity.admin.summary`). */
export const IdentitySummary = z.object({
  users: z.object({ active: z.number().int(), invited: z.number().int(), deactivated: z.number().int() }),
  activeSessions: z.number().int(),
});
export type IdentitySummary = z.infer<typeof IdentitySummary>;

export const alertKinds = ['service_down', 'service_errors', 'quota', 'webhook_disabled'] as const;

/** Something on the admin panel that needs a super admin's attention, computed from the live state. */
export const AdminAlert = z.object({
  kind: z.enum(alertKinds),
  severity: z.enum(['warning', 'critical']),
  /** The service, quota or webhook endpoint (its id) the alert is about. */
  subject: z.string(),
  message: z.string(),
});
export type AdminAlert = z.infer<typeof AdminAlert>;

/** `GET /api/admin/overview`: the admin panel's figures (spec 001 §2.11). */
export const AdminOverview = IdentitySummary.extend({
  services: z.array(ServiceHealth),
  alerts: z.array(AdminAlert),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

/** How far back System Analytics looks. */
export const adminAnalyticsDays = 30;
export const ActivityQuery = z.object({ days: z.number().int().min(1).max(90) });

/** Rows created on each UTC day (`YYYY-MM-DD`) that had any; days without are left out. */
export const DailyCounts = z.array(z.object({ date: z.string(), count: z.number().int() }));
export type DailyCounts = z.infer<typeof DailyCounts>;

export const IdentityActivity = z.object({ signIns: DailyCounts, auditEvents: DailyCounts, usersCreated: DailyCounts });
export const CrmActivity = z.object({ contactsCreated: DailyCounts, dealsCreated: DailyCounts });

/** One day of `GET /api/admin/analytics`. */
export const ActivityDay = z.object({
  date: z.string(),
  signIns: z.number().int(),
  auditEvents: z.number().int(),
  usersCreated: z.number().int(),
  contactsCreated: z.number().int(),
  dealsCreated: z.number().int(),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

/** `GET /api/admin/analytics` (System Analytics): each of the last days, oldest first, and the services. */
export const AdminAnalytics = z.object({ days: z.array(ActivityDay), services: z.array(ServiceHealth) });
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;
