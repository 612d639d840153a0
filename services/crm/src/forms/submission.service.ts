import {
  AppError,
  checkSubmission,
  type FormField,
  formMinFillMs,
  type PublicSubmitReply,
  type RpcContext,
  type RpcParsedRequest,
  type StoredValue,
} from '@smartcrm/contracts';
import { type Emit, type PlanCache, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { type Kysely, type Selectable, sql } from 'kysely';
import { insertActivity } from '../activities/activity.repository';
import { checkCursorValue, decodeCursor, encodeCursor } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import { upsertFormContact } from './form-contact';
import { answersOf, contactLink, mapToContact } from './form-mapping';
import { toPublicForm, toSubmission } from './form.mapper';
import { findForm, findPublishedForm, listSubmissions, submissionExists } from './form.repository';
import { formNotFound } from './form.service';
import type { FormsTable } from './form.table';

type Submit = RpcParsedRequest<'crm.forms.submit'>;
type Submission = Submit['submission'];

/** A honeypot filled in, or a page sent sooner than a person could: a program's post. */
const looksLikeABot = (submission: Submission) =>
  Boolean(submission.website?.trim()) || submission.fillMs < formMinFillMs;

/** The text of every consent box ticked, as the visitor saw it. */
function consentOf(fields: readonly FormField[], values: Record<string, StoredValue>) {
  const ticked = fields.filter((f) => f.kind === 'consent' && values[f.key] === true).map((f) => f.consentText);
  return ticked.length ? ticked.join('\n') : null;
}

const orNull = (text: string | undefined) => text || null;

/** Stores a checked submission, its contact (deduplicated by email), the timeline entry and the event. */
async function store(
  trx: Kysely<CrmDb>,
  emit: Emit,
  plans: PlanCache,
  tenantId: string,
  form: Selectable<FormsTable>,
  submission: Submission,
) {
  const checked = checkSubmission(form.fields, submission.values);
  if (!checked.ok) throw new AppError('bad_input', checked.issue.message, { field: checked.issue.field });
  const { values } = checked;
  const emailField = form.fields.find((f) => f.mapsTo === 'email');
  const email = emailField && values[emailField.key];
  if (typeof email !== 'string') throw new AppError('bad_input', 'An email address is required', { field: 'values' });
  const { utm } = submission;
  const contact = await upsertFormContact(trx, emit, plans, {
    tenantId,
    email,
    mapped: mapToContact(form.fields, values),
    source: (utm.source || `Form: ${form.name}`).slice(0, 120),
    ownerId: form.created_by,
  });
  const consent = consentOf(form.fields, values);
  await trx
    .insertInto('form_submissions')
    .values({
      tenant_id: tenantId,
      id: submission.submissionId,
      form_id: form.id,
      contact_id: contact.id,
      outcome: contact.created ? 'created' : 'updated',
      values: JSON.stringify(values),
      utm_source: orNull(utm.source),
      utm_medium: orNull(utm.medium),
      utm_campaign: orNull(utm.campaign),
      referrer: orNull(submission.referrer),
      consent_text: consent,
      consent_at: consent ? sql`now()` : null,
    })
    .execute();
  const entry = await insertActivity(trx, {
    tenant_id: tenantId,
    kind: 'form_submission',
    contact_id: contact.id,
    deal_id: null,
    actor_id: null,
    subject: form.name,
    body: null,
    meta: JSON.stringify({
      formId: form.id,
      submissionId: submission.submissionId,
      utm,
      referrer: orNull(submission.referrer),
      consent: Boolean(consent),
    }),
    source_event_id: submission.submissionId,
  });
  if (entry) {
    emit({
      type: 'crm.activity.created',
      tenantId,
      data: { activityId: entry.id, kind: 'form_submission', contactId: contact.id, dealId: null },
    });
  }
  emit({
    type: 'crm.form.submitted',
    tenantId,
    data: {
      formId: form.id,
      formName: form.name,
      submissionId: submission.submissionId,
      contactId: contact.id,
      created: contact.created,
      email,
      utm,
      notify: form.notify,
      answers: form.notify.length ? answersOf(form.fields, values) : [],
      contactUrl: contactLink(form.link_base, contact.id),
    },
  });
}

/** Visitors' submissions: the public page's read and post, and a form's list of them. */
export function createSubmissionService(uow: UnitOfWork<CrmDb>, plans: PlanCache) {
  return {
    async publicGet(id: string, ctx: RpcContext) {
      const row = await uow.read(requireTenant(ctx), (db) => findPublishedForm(db, id));
      if (!row) throw formNotFound();
      return toPublicForm(row);
    },

    /**
     * A post is answered alike whatever happens to it (stored, a replay, a bot's): a replay of a
     * submission id stores nothing again, a bot's post stores nothing at all.
     */
    async submit({ id, submission }: Submit, ctx: RpcContext): Promise<PublicSubmitReply> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const form = await findPublishedForm(trx, id);
        if (!form) throw formNotFound();
        const reply = { received: true as const, thankYou: form.thank_you };
        if (looksLikeABot(submission)) return reply;
        // Two deliveries of one submission at once: the second waits here and then finds the first's row.
        await sql`SELECT pg_advisory_xact_lock(hashtext('crm.form-submission'), hashtext(${`${tenantId}|${submission.submissionId}`}))`.execute(
          trx,
        );
        if (await submissionExists(trx, submission.submissionId)) return reply;
        await store(trx, emit, plans, tenantId, form, submission);
        return reply;
      });
    },

    async list(query: RpcParsedRequest<'crm.forms.submissions'>, ctx: RpcContext) {
      const from = query.cursor ? checkCursorValue(decodeCursor(query.cursor), 'timestamptz') : null;
      const rows = await uow.read(requireTenant(ctx), async (db) => {
        if (!(await findForm(db, query.formId))) throw formNotFound();
        return listSubmissions(db, query.formId, from, query.limit);
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toSubmission),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ value: last.sort_value, id: last.id }) : null,
      };
    },
  };
}
export type SubmissionService = ReturnType<typeof createSubmissionService>;
