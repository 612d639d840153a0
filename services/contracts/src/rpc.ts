import { z } from 'zod';
import { orchestratorRpcMethods } from './ai/orchestrator.rpc';
import {
  ContactIdPage,
  ContactIdPageRequest,
  ScoringInputsReply,
  ScoringInputsRequest,
} from './ai/scoring-input.schema';
import { assistantRpcMethods } from './ai/assistant.rpc';
import { goalRpcMethods } from './ai/goal.rpc';
import { toolRpcMethods } from './ai/tool.rpc';
import { signallingRpcMethods } from './signalling/signalling.rpc';
import {
  NewUserInput,
  SessionClient,
  SessionInfo,
  SignedIn,
  SignInInput,
  SignUpInput,
  User,
} from './identity/identity.schema';
import {
  AcceptInviteRequest,
  ChangePasswordRequest,
  InvitePreview,
  OneTimeToken,
  RequestPasswordResetRequest,
  ResetPasswordInput,
  SessionsResponse,
} from './identity/account.schema';
import {
  ApiKeyList,
  ApiKeySecret,
  CreateApiKeyRequest,
  CreatedApiKey,
  EmbedDashboard,
  VerifiedApiKey,
} from './identity/api-key.schema';
import { AuditPage, AuditQuery } from './identity/audit.schema';
import { ActivityQuery, CrmActivity, IdentityActivity, IdentitySummary } from './platform/admin-overview.schema';
import { MailPage, PageQuery } from './identity/mail.schema';
import {
  InviteUserRequest,
  ManagedUser,
  SendPasswordResetRequest,
  UpdateRoleRequest,
  UserListQuery,
  UserPage,
  UserRef,
} from './identity/user-admin.schema';
import { Company, CompanyListQuery } from './crm/company.schema';
import {
  BadgeCounts,
  BadgeQuery,
  DashboardLayout,
  RecentActivity,
  RecentActivityQuery,
  SavedDashboardLayout,
} from './crm/dashboard.schema';
import {
  ContactImport,
  ImportCreateRequest,
  ImportErrorPage,
  ImportErrorsQuery,
  ImportList,
  ImportRef,
  ImportStartRequest,
} from './crm/contact-import.schema';
import { PeriodSummary } from './crm/demo.schema';
import { CreateDataExport, DataExport, DataExportFile, DataExportList, DataExportRef } from './crm/data-export.schema';
import { MemberList } from './crm/member.schema';
import { GlobalSearchQuery, GlobalSearchResult } from './crm/search.schema';
import {
  Activity,
  ActivityDraft,
  ActivityListQuery,
  ActivityPage,
  ActivityParent,
  ActivityPatch,
} from './crm/activity.schema';
import {
  ContactDuplicates,
  DuplicateGroupPage,
  DuplicateListQuery,
  MergeRequest,
  MergeResult,
  UnmergeResult,
} from './crm/duplicate.schema';
import { VisibilityRuleInput, VisibilityRules } from './crm/visibility.schema';
import { analyticsScreens, DealAnalytics, Timeframe } from './analytics/analytics.schema';
import {
  Board,
  BoardQuery,
  Deal,
  DealDeleted,
  DealInput,
  DealListQuery,
  DealMove,
  DealPage,
  DealPatch,
  DealStageChange,
} from './crm/deal.schema';
import {
  CreatePipelineRequest,
  DeletePipelineRequest,
  Pipeline,
  RenamePipelineRequest,
  ReorderPipelinesRequest,
  UpdateStagesRequest,
} from './crm/pipeline.schema';
import { SavedView, SavedViewInput, SavedViewListQuery, SavedViewPatch } from './crm/saved-view.schema';
import { Task, TaskDeleted, TaskInput, TaskListQuery, TaskPage, TaskPatch, TaskToggle } from './crm/task.schema';
import {
  Appointment,
  AppointmentDeleted,
  AppointmentInput,
  AppointmentList,
  AppointmentPatch,
  AppointmentRangeQuery,
  UpcomingQuery,
} from './crm/appointment.schema';
import {
  Contact,
  ContactDeleted,
  ContactInput,
  ContactListQuery,
  ContactPage,
  ContactPatch,
  ContactTotal,
  ContactTotalQuery,
} from './crm/contact.schema';
import { CreateTenantInput, Tenant, TenantIdentifier } from './tenant/tenant.schema';
import {
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterListQuery,
  NewsletterPage,
  NewsletterSubscribeRequest,
} from './public/newsletter.schema';
import { ContactRequestInput, ContactRequestListQuery, ContactRequestPage } from './public/contact-request.schema';
import {
  AiCreditUsage,
  CreatePlanInput,
  Plan,
  PlanId,
  PlanList,
  QuotaUsage,
  UpdatePlanInput,
} from './tenant/plan.schema';
import {
  ExtendTrialInput,
  OperatorCreateTenantInput,
  StartSupportSessionInput,
  SupportHandoff,
  TenantListQuery,
  TenantPage,
} from './tenant/operator.schema';
import { AssetKind, PutAssetInput, TenantAsset, UpdateBrandingInput } from './tenant/branding.schema';
import { UserImport, UserImportList, UserImportStartInput } from './identity/user-import.schema';
import { CustomDomain, CustomDomainInput } from './tenant/custom-domain.schema';
import {
  Month,
  OnboardClientInput,
  Partner,
  PartnerClient,
  PartnerClients,
  PartnerList,
  SharePercent,
  Statement,
} from './tenant/partner.schema';

interface RpcDef {
  request: z.ZodType;
  reply: z.ZodType;
}

const Ack = z.object({ ok: z.literal(true) });

/**
 * Every request/reply method that crosses a process boundary. The name's first part is the
 * service that answers it; the subject is `rpc.<name>` (see rpcSubject).
 */
export const rpcMethods = {
  'tenant.tenants.resolve': {
    request: z.object({ identifier: TenantIdentifier }),
    reply: Tenant,
  },
  'tenant.tenants.create': { request: CreateTenantInput, reply: Tenant },
  /** Compensation for a sign-up whose first user could not be created. */
  'tenant.tenants.discard': { request: z.object({ tenantId: z.uuid() }), reply: Ack },
  /** The envelope's tenant; a stale `version` is a conflict. */
  'tenant.tenants.update_branding': { request: UpdateBrandingInput, reply: Tenant },
  'tenant.assets.put': { request: PutAssetInput, reply: Tenant },
  'tenant.assets.get': { request: z.object({ kind: AssetKind }), reply: TenantAsset },
  'tenant.assets.delete': { request: z.object({ kind: AssetKind }), reply: Tenant },
  /** Custom domains of the envelope's tenant (custom_branding); verified ones resolve to it. */
  'tenant.domains.list': { request: z.object({}), reply: z.object({ items: z.array(CustomDomain) }) },
  'tenant.domains.add': { request: CustomDomainInput, reply: CustomDomain },
  'tenant.domains.remove': { request: CustomDomainInput, reply: Ack },
  /** Looks for the TXT record in DNS; the reply says whether it was found and why not. */
  'tenant.domains.verify': { request: CustomDomainInput, reply: CustomDomain },
  /** Platform operators (no actor; never called by the BFF): verified without a DNS check. */
  'tenant.domains.mark_verified': {
    request: CustomDomainInput.extend({ tenant: TenantIdentifier }),
    reply: CustomDomain,
  },
  /** The tenant a verified custom domain belongs to; not_found otherwise. */
  'tenant.domains.resolve': { request: z.object({ domain: z.string().max(253) }), reply: Tenant },
  /** Plans as data (spec 001 §9); creating and editing them is for platform operators. */
  /** `listed`: only the plans offered on the public pricing section. */
  'tenant.plans.list': { request: z.object({ listed: z.boolean().optional() }), reply: PlanList },
  'tenant.plans.create': { request: CreatePlanInput, reply: Plan },
  'tenant.plans.update': { request: UpdatePlanInput.extend({ id: PlanId }), reply: Plan },
  /** The envelope tenant's plan: services cache it briefly to enforce quotas and features. */
  'tenant.plans.current': { request: z.object({}), reply: Plan },
  /** Spends AI credits of the envelope tenant's month; `quota_exceeded` when they would not fit. */
  'tenant.quotas.consume': {
    request: z.object({ credits: z.number().int().min(1).max(10_000) }),
    reply: AiCreditUsage,
  },
  'tenant.quotas.usage': { request: z.object({}), reply: AiCreditUsage },
  /** The envelope tenant's owner ends its free trial by choosing a plan (no payment provider yet). */
  'tenant.trial.choose_plan': { request: z.object({ plan: PlanId }), reply: Tenant },
  /** Platform operators only: every tenant, its status and its plan. */
  'tenant.tenants.list': { request: TenantListQuery, reply: TenantPage },
  'tenant.tenants.set_status': {
    request: z.object({ tenantId: z.uuid(), status: z.enum(['active', 'suspended']) }),
    reply: Tenant,
  },
  'tenant.tenants.change_plan': { request: z.object({ tenantId: z.uuid(), plan: PlanId }), reply: Tenant },
  'tenant.tenants.extend_trial': { request: ExtendTrialInput.extend({ tenantId: z.uuid() }), reply: Tenant },
  /** Partners (agencies): the envelope tenant is the partner; operators name any partner. */
  'tenant.partners.create_client': { request: OnboardClientInput.omit({ owner: true }), reply: Tenant },
  'tenant.partners.clients': { request: z.object({}), reply: PartnerClients },
  'tenant.partners.client': { request: z.object({ tenantId: z.uuid() }), reply: PartnerClient },
  'tenant.partners.statement': {
    request: z.object({ partnerId: z.uuid().optional(), from: Month, to: Month }),
    reply: Statement,
  },
  'tenant.partners.list': { request: z.object({}), reply: PartnerList },
  'tenant.partners.set_share': {
    request: z.object({ tenantId: z.uuid(), sharePercent: SharePercent }),
    reply: Partner,
  },

  /** `trial`: a self-serve sign-up, which starts the free trial (the seed's demo workspace does not). */
  'identity.auth.sign_up': {
    request: SignUpInput.extend({ client: SessionClient, trial: z.boolean().default(false) }),
    reply: SignedIn.extend({ tenant: Tenant }),
  },
  'identity.auth.sign_in': {
    request: SignInInput.extend({ client: SessionClient }),
    reply: SignedIn,
  },
  'identity.auth.sign_out': { request: z.object({ token: z.string() }), reply: Ack },
  'identity.sessions.resolve': { request: z.object({ token: z.string().max(256) }), reply: SessionInfo },
  'identity.users.create': { request: NewUserInput, reply: User },
  'identity.users.find_by_email': {
    request: z.object({ email: z.string() }),
    reply: User.nullable(),
  },
  'identity.users.list': { request: UserListQuery, reply: UserPage },
  'identity.users.invite': { request: InviteUserRequest, reply: ManagedUser },
  'identity.users.update_role': { request: UpdateRoleRequest, reply: ManagedUser },
  'identity.users.deactivate': { request: UserRef, reply: ManagedUser },
  'identity.users.reactivate': { request: UserRef, reply: ManagedUser },
  /** Mails a reset link to an active user, or the invitation again to an invited one. */
  'identity.users.send_password_reset': { request: SendPasswordResetRequest, reply: Ack },
  /** Answers the same whether or not the email belongs to a user (no enumeration). */
  'identity.auth.request_password_reset': { request: RequestPasswordResetRequest, reply: Ack },
  'identity.auth.reset_password': { request: ResetPasswordInput, reply: UserRef },
  'identity.auth.peek_invite': { request: z.object({ token: OneTimeToken }), reply: InvitePreview },
  'identity.auth.accept_invite': { request: AcceptInviteRequest, reply: SignedIn },
  'identity.auth.change_password': { request: ChangePasswordRequest, reply: Ack },
  'identity.sessions.list': { request: z.object({ currentSessionId: z.uuid() }), reply: SessionsResponse },
  'identity.sessions.revoke': { request: z.object({ sessionId: z.uuid() }), reply: Ack },
  /** The workspace's API keys (api_access); a key's secret is shown once, at creation. */
  'identity.api_keys.list': { request: z.object({}), reply: ApiKeyList },
  'identity.api_keys.create': { request: CreateApiKeyRequest, reply: CreatedApiKey },
  'identity.api_keys.revoke': { request: z.object({ id: z.uuid() }), reply: Ack },
  /** A live key of the request's workspace, or `unauthenticated`. */
  'identity.api_keys.verify': { request: z.object({ secret: ApiKeySecret }), reply: VerifiedApiKey },
  'identity.mail.list': { request: PageQuery, reply: MailPage },
  /** The public site's Stay Updated box (platform-wide, double opt-in); the same answer for any address. */
  'identity.newsletter.subscribe': { request: NewsletterSubscribeRequest.extend({ appUrl: z.url() }), reply: Ack },
  'identity.newsletter.confirm': { request: NewsletterConfirmRequest, reply: NewsletterConfirmResponse },
  /** Platform operators only. */
  'identity.newsletter.list': { request: NewsletterListQuery, reply: NewsletterPage },
  /** The public /contact form: stored for the platform operators' inbox. */
  'identity.contact_requests.submit': { request: ContactRequestInput, reply: Ack },
  'identity.contact_requests.list': { request: ContactRequestListQuery, reply: ContactRequestPage },
  'identity.audit.list': { request: AuditQuery, reply: AuditPage },
  /** The admin panel's figures: users by status and sessions that still work. */
  'identity.admin.summary': { request: z.object({}), reply: IdentitySummary },
  /** System Analytics: sign-ins, audit entries and new users per day. */
  'identity.admin.activity_by_day': { request: ActivityQuery, reply: IdentityActivity },
  /** Bulk import of users from a CSV upload (bulk_import_users): preview, then a background job. */
  'identity.user_imports.create': {
    request: z.object({
      objectName: z.string().min(1).max(200),
      fileName: z.string().max(255),
      size: z.number().int(),
    }),
    reply: UserImport,
  },
  'identity.user_imports.get': { request: z.object({ id: z.uuid() }), reply: UserImport },
  'identity.user_imports.list': { request: z.object({}), reply: UserImportList },
  'identity.user_imports.start': {
    request: UserImportStartInput.extend({ id: z.uuid(), appUrl: z.url() }),
    reply: UserImport,
  },
  'identity.user_imports.errors': { request: ImportErrorsQuery.extend({ id: z.uuid() }), reply: ImportErrorPage },
  /** Platform operators: a tenant with its first super admin (invited by email). */
  'identity.operators.create_tenant': {
    request: OperatorCreateTenantInput.extend({ appUrl: z.url() }),
    reply: z.object({ tenant: Tenant, owner: ManagedUser }),
  },
  /** A partner's client workspace and its first super admin (invited by email); the tenant is discarded if that fails. */
  'identity.partners.onboard_client': {
    request: OnboardClientInput.extend({ appUrl: z.url() }),
    reply: z.object({ tenant: Tenant, owner: ManagedUser }),
  },
  /** Platform operators: another tenant's users, to pick one to sign in as. */
  /** Seats of the envelope tenant's user quota in use (active and invited users). */
  'identity.quotas.usage': { request: z.object({}), reply: QuotaUsage },
  'identity.operators.list_users': { request: UserListQuery.extend({ tenantId: z.uuid() }), reply: UserPage },
  /** "Sign in as": a 30-minute session as the user, handed over by a single-use code. */
  'identity.support.start': {
    request: StartSupportSessionInput.extend({ tenantId: z.uuid() }),
    reply: SupportHandoff,
  },
  'identity.support.enter': { request: z.object({ code: z.string().min(32).max(128) }), reply: SignedIn },
  'identity.support.end': {
    request: z.object({ token: z.string().max(256) }),
    reply: z.object({ operatorTenantId: z.uuid() }),
  },

  /** Contacts of the envelope tenant's quota in use (deleted ones do not count). */
  'crm.quotas.usage': { request: z.object({}), reply: QuotaUsage },
  /** System Analytics: contacts and deals created per day. */
  'crm.admin.activity_by_day': { request: ActivityQuery, reply: CrmActivity },
  'crm.contacts.list': { request: ContactListQuery, reply: ContactPage },
  'crm.contacts.total': { request: ContactTotalQuery, reply: ContactTotal },
  'crm.contacts.get': { request: z.object({ id: z.uuid() }), reply: Contact },
  'crm.contacts.create': { request: ContactInput, reply: Contact },
  'crm.contacts.update': { request: z.object({ id: z.uuid(), patch: ContactPatch }), reply: Contact },
  'crm.contacts.delete': { request: z.object({ id: z.uuid() }), reply: ContactDeleted },
  'crm.contacts.restore': { request: z.object({ id: z.uuid() }), reply: Contact },
  'crm.companies.list': { request: CompanyListQuery, reply: z.object({ items: z.array(Company) }) },
  /** Reads the uploaded file's header and first rows; suggests a mapping. */
  'crm.imports.create': { request: ImportCreateRequest, reply: ContactImport },
  'crm.imports.get': { request: ImportRef, reply: ContactImport },
  'crm.imports.list': { request: ImportRef.pick({ kind: true }), reply: ImportList },
  /** Queues the import with the chosen mapping; the job runs in the background. */
  'crm.imports.start': { request: ImportStartRequest.extend(ImportRef.shape), reply: ContactImport },
  'crm.imports.errors': { request: ImportErrorsQuery.extend(ImportRef.shape), reply: ImportErrorPage },
  /** Removes the contacts it created and restores the ones it updated (in the background). */
  'crm.imports.revert': { request: ImportRef, reply: ContactImport },
  /** A view written to a CSV file in the background; the requester is told when it is ready. */
  'crm.exports.create': { request: CreateDataExport, reply: DataExport },
  /** The requester's own exports, newest first (the last 20). */
  'crm.exports.list': { request: DataExportRef.pick({ kind: true }), reply: DataExportList },
  /** A completed export of the requester's, for the download. */
  'crm.exports.file': { request: DataExportRef, reply: DataExportFile },
  /** The tenant's pipelines with their stages; the default one is created on first use. */
  'crm.pipelines.list': { request: z.object({}), reply: z.object({ items: z.array(Pipeline) }) },
  'crm.pipelines.update_stages': { request: UpdateStagesRequest, reply: Pipeline },
  'crm.pipelines.create': { request: CreatePipelineRequest, reply: Pipeline },
  'crm.pipelines.rename': { request: RenamePipelineRequest, reply: Pipeline },
  /** Makes this pipeline the tenant's default (the one /pipeline and new deals start in). */
  'crm.pipelines.set_default': { request: z.object({ id: z.uuid() }), reply: Pipeline },
  'crm.pipelines.reorder': { request: ReorderPipelinesRequest, reply: z.object({ items: z.array(Pipeline) }) },
  'crm.pipelines.delete': { request: DeletePipelineRequest, reply: z.object({ id: z.uuid(), movedDeals: z.number() }) },
  /** The user's own views and the tenant's shared ones for one screen. */
  'crm.views.list': { request: SavedViewListQuery, reply: z.object({ items: z.array(SavedView) }) },
  'crm.views.create': { request: SavedViewInput, reply: SavedView },
  'crm.views.update': { request: z.object({ id: z.uuid(), patch: SavedViewPatch }), reply: SavedView },
  'crm.views.delete': { request: z.object({ id: z.uuid() }), reply: z.object({ id: z.uuid() }) },
  'crm.deals.board': { request: BoardQuery, reply: Board },
  'crm.deals.list': { request: DealListQuery, reply: DealPage },
  'crm.deals.get': { request: z.object({ id: z.uuid() }), reply: Deal },
  'crm.deals.create': { request: DealInput, reply: Deal },
  'crm.deals.update': { request: z.object({ id: z.uuid(), patch: DealPatch }), reply: Deal },
  'crm.deals.move': { request: DealMove, reply: Deal },
  'crm.deals.delete': { request: z.object({ id: z.uuid() }), reply: DealDeleted },
  'crm.deals.restore': { request: z.object({ id: z.uuid() }), reply: Deal },
  /** The deal's stage changes, newest first: the first part of its activity timeline. */
  'crm.deals.timeline': { request: z.object({ id: z.uuid() }), reply: z.object({ items: z.array(DealStageChange) }) },
  'crm.tasks.list': { request: TaskListQuery, reply: TaskPage },
  'crm.tasks.get': { request: z.object({ id: z.uuid() }), reply: Task },
  'crm.tasks.create': { request: TaskInput, reply: Task },
  'crm.tasks.update': { request: z.object({ id: z.uuid(), patch: TaskPatch }), reply: Task },
  /** Publishes crm.task.completed (with its assistant thread) once; completing a done task changes nothing. */
  'crm.tasks.complete': { request: TaskToggle, reply: Task },
  'crm.tasks.reopen': { request: TaskToggle, reply: Task },
  'crm.tasks.delete': { request: z.object({ id: z.uuid() }), reply: TaskDeleted },
  'crm.tasks.restore': { request: z.object({ id: z.uuid() }), reply: Task },
  /** Appointments starting in [from, to), by start: a calendar view. */
  'crm.appointments.list': { request: AppointmentRangeQuery, reply: AppointmentList },
  /** Scheduled and starting after now, soonest first (spec 001 §4, §9). */
  'crm.appointments.upcoming': { request: UpcomingQuery, reply: AppointmentList },
  'crm.appointments.get': { request: z.object({ id: z.uuid() }), reply: Appointment },
  'crm.appointments.create': { request: AppointmentInput, reply: Appointment },
  'crm.appointments.update': { request: z.object({ id: z.uuid(), patch: AppointmentPatch }), reply: Appointment },
  'crm.appointments.delete': { request: z.object({ id: z.uuid() }), reply: AppointmentDeleted },
  'crm.appointments.restore': { request: z.object({ id: z.uuid() }), reply: Appointment },
  /** A note, call or email logged on a contact or deal (a deal's contact sees it too). */
  'crm.activities.log': { request: z.object({ parent: ActivityParent, activity: ActivityDraft }), reply: Activity },
  /** A contact's or deal's timeline, newest first. */
  'crm.activities.list': { request: ActivityListQuery.extend({ parent: ActivityParent }), reply: ActivityPage },
  /** Notes only, by their author. */
  'crm.activities.update': { request: z.object({ id: z.uuid(), patch: ActivityPatch }), reply: Activity },
  'crm.activities.delete': { request: z.object({ id: z.uuid() }), reply: z.object({ id: z.uuid() }) },
  /** Contacts sharing the contact's email, phone or company email domain. */
  'crm.duplicates.for_contact': { request: z.object({ id: z.uuid() }), reply: ContactDuplicates },
  'crm.duplicates.list': { request: DuplicateListQuery, reply: DuplicateGroupPage },
  /** Moves the loser's deals and timeline to the survivor and deletes the loser, undoably. */
  'crm.contacts.merge': { request: MergeRequest, reply: MergeResult },
  'crm.contacts.unmerge': { request: z.object({ mergeId: z.uuid() }), reply: UnmergeResult },
  /** The tenant's newest timeline entries the caller may see (the dashboard's feeds). */
  'crm.activities.recent': { request: RecentActivityQuery, reply: z.array(RecentActivity) },
  /** The caller's own dashboard layout (null: the default). */
  'crm.dashboard.get_layout': { request: z.object({}), reply: SavedDashboardLayout },
  'crm.dashboard.save_layout': { request: DashboardLayout, reply: SavedDashboardLayout },
  'crm.dashboard.reset_layout': { request: z.object({}), reply: SavedDashboardLayout },
  /** Hot contacts + pending tasks + the day's scheduled appointments the caller may see. */
  'crm.dashboard.badge': { request: BadgeQuery, reply: BadgeCounts },
  /** Spec 001 §2.7, §2.9: each screen's figures, aggregated in Postgres (never every deal). */
  'crm.analytics.deal_analytics': {
    request: z.object({ timeframe: Timeframe.default('month') }),
    reply: DealAnalytics,
  },
  'crm.analytics.pipeline_intelligence': { request: z.object({}), reply: analyticsScreens.pipeline_intelligence },
  'crm.analytics.deal_risk': { request: z.object({}), reply: analyticsScreens.deal_risk },
  'crm.analytics.conversion': { request: z.object({}), reply: analyticsScreens.conversion },
  'crm.analytics.pipeline_health': { request: z.object({}), reply: analyticsScreens.pipeline_health },
  'crm.analytics.sales_cycle': { request: z.object({}), reply: analyticsScreens.sales_cycle },
  'crm.analytics.win_rate': { request: z.object({}), reply: analyticsScreens.win_rate },
  'crm.analytics.forecast': { request: z.object({}), reply: analyticsScreens.forecast },
  'crm.analytics.live_deals': { request: z.object({}), reply: analyticsScreens.live_deals },
  'crm.analytics.competition': { request: z.object({}), reply: analyticsScreens.competition },
  'crm.analytics.revenue': { request: z.object({}), reply: analyticsScreens.revenue },
  /** Fills an empty workspace with the demo CRM (the `npm start` seed); a workspace with contacts is left alone. */
  'crm.demo.seed': {
    request: z.object({ ownerIds: z.array(z.uuid()).max(50) }),
    reply: z.object({ seeded: z.boolean(), contacts: z.number().int(), deals: z.number().int() }),
  },
  /** The demo dashboard's figures for a period (a public demo reads the demo workspace with it). */
  'crm.analytics.period_summary': {
    request: z.object({ days: z.number().int().min(1).max(366) }),
    reply: PeriodSummary,
  },
  /** The embeddable mini dashboard's figures (the BFF adds the workspace's name). */
  'crm.analytics.embed_summary': { request: z.object({}), reply: EmbedDashboard.omit({ workspaceName: true }) },
  /** Ctrl/Cmd-K across contacts, companies, deals, tasks and notes. */
  'crm.search.global': { request: GlobalSearchQuery, reply: GlobalSearchResult },
  'crm.members.list': { request: z.object({}), reply: MemberList },
  'crm.visibility.get': { request: z.object({}), reply: VisibilityRules },
  'crm.visibility.update': { request: VisibilityRuleInput, reply: VisibilityRules },
  ...toolRpcMethods,
  ...assistantRpcMethods,
  ...goalRpcMethods,
  ...signallingRpcMethods,
  /** The AI orchestrator reads contacts with their activity aggregates: a batch, or one as a person sees it. */
  'crm.ai.scoring_inputs': { request: ScoringInputsRequest, reply: ScoringInputsReply },
  'crm.ai.contact_ids': { request: ContactIdPageRequest, reply: ContactIdPage },
  ...orchestratorRpcMethods,
} as const satisfies Record<string, RpcDef>;

export type RpcName = keyof typeof rpcMethods;
/** What a caller passes (defaults not yet applied). */
export type RpcRequest<N extends RpcName> = z.input<(typeof rpcMethods)[N]['request']>;
/** What a handler receives after validation. */
export type RpcParsedRequest<N extends RpcName> = z.output<(typeof rpcMethods)[N]['request']>;
export type RpcResult<N extends RpcName> = z.output<(typeof rpcMethods)[N]['reply']>;

export const serviceNames = ['tenant', 'identity', 'crm', 'ai', 'signalling'] as const;
export type ServiceName = (typeof serviceNames)[number];
