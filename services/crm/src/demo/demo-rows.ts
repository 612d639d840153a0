import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { randomAvatar } from '../contacts/contact.fields';
import type { CrmDb } from '../db/schema';
import type { DealStageChangesTable } from '../deals/deal.table';
import { positionGap } from '../deals/deal-position';
import type { StageRow } from '../pipelines/pipeline.repository';
import { demoWorkspace } from './demo-data';

type Rows<T extends keyof CrmDb> = Insertable<CrmDb[T]>[];

/** The demo CRM's rows for a workspace (owners by index into `ownerIds`), in its default pipeline's stages. */
export function demoRows(
  tenantId: string,
  ownerIds: string[],
  pipeline: { id: string; stages: StageRow[] },
  today: Date,
) {
  const demo = demoWorkspace(today, ownerIds.length);
  const ownerOf = (index: number) => ownerIds[index] ?? null;

  const companyIds = new Map<string, string>();
  for (const c of demo.contacts) {
    if (companyIds.has(c.company)) continue;
    companyIds.set(c.company, randomUUID());
  }
  const companies: Rows<'companies'> = [...companyIds].map(([name, id]) => {
    const sample = demo.contacts.find((c) => c.company === name)!;
    return {
      tenant_id: tenantId,
      id,
      name,
      domain: sample.email.split('@')[1]!,
      industry: sample.industry,
      owner_id: ownerOf(sample.owner),
      deleted_at: null,
    };
  });

  const contactIds = demo.contacts.map(() => randomUUID());
  const contacts: Rows<'contacts'> = demo.contacts.map((c, i) => ({
    tenant_id: tenantId,
    id: contactIds[i]!,
    owner_id: ownerOf(c.owner),
    company_id: companyIds.get(c.company)!,
    company_name: c.company,
    first_name: c.firstName,
    last_name: c.lastName,
    name: `${c.firstName} ${c.lastName}`,
    email: c.email,
    phone: c.phone,
    position: c.position,
    title: null,
    industry: c.industry,
    status: c.status,
    interest: c.interest,
    source: c.source,
    tags: c.tags,
    notes: null,
    social_profiles: '{}',
    custom_fields: '{}',
    location: '{}',
    avatar_src: randomAvatar(),
    last_contact_at: c.lastContactAt,
    created_at: c.createdAt,
    updated_at: c.lastContactAt ?? c.createdAt,
    deleted_at: null,
  }));
  const scores = demo.contacts.map((c) => c.leadScore);

  const { id: pipelineId, stages } = pipeline;
  const dealIds = demo.deals.map(() => randomUUID());
  const changes: Insertable<DealStageChangesTable>[] = [];
  const positions = new Map<string, number>();
  const dealRows = demo.deals.map((d, i) => {
    const stage = stages[d.stage]!;
    const position = (positions.get(stage.id) ?? 0) + positionGap;
    positions.set(stage.id, position);
    const closed = d.closedOn ? new Date(`${d.closedOn}T15:00:00Z`) : null;
    // An open deal's last stage move is its last update: a deal still in its first stage was last
    // touched without a move.
    const movedAt = closed ?? d.updatedAt;
    const status = stage.kind === 'won' ? 'won' : stage.kind === 'lost' ? 'lost' : 'open';
    changes.push({
      tenant_id: tenantId,
      deal_id: dealIds[i]!,
      from_stage_id: null,
      from_stage_name: null,
      to_stage_id: stages[0]!.id,
      to_stage_name: stages[0]!.name,
      status: 'open',
      actor_id: ownerOf(d.owner),
      changed_at: d.createdAt,
    });
    if (d.stage > 0) {
      changes.push({
        tenant_id: tenantId,
        deal_id: dealIds[i]!,
        from_stage_id: stages[0]!.id,
        from_stage_name: stages[0]!.name,
        to_stage_id: stage.id,
        to_stage_name: stage.name,
        status,
        actor_id: ownerOf(d.owner),
        changed_at: movedAt,
      });
    }
    return {
      tenant_id: tenantId,
      id: dealIds[i]!,
      pipeline_id: pipelineId,
      stage_id: stage.id,
      title: d.title,
      value: d.value,
      status,
      probability: d.probability,
      contact_id: contactIds[d.contact]!,
      company_id: companyIds.get(demo.contacts[d.contact]!.company)!,
      owner_id: ownerOf(d.owner),
      expected_close_date: d.closedOn ?? d.expectedClose,
      actual_close_date: d.closedOn,
      description: null,
      position,
      created_at: d.createdAt,
      updated_at: movedAt,
      deleted_at: null,
    } as const;
  });

  const tasks: Rows<'tasks'> = demo.tasks.map((t) => ({
    tenant_id: tenantId,
    title: t.title,
    subtitle: demo.contacts[t.contact]!.company,
    type: t.type,
    status: null,
    priority: t.priority,
    assignee_id: ownerOf(t.owner),
    owner_id: ownerOf(t.owner),
    contact_id: contactIds[t.contact]!,
    deal_id: null,
    due_date: t.due,
    completed: t.completed,
    completed_at: t.completed ? new Date(`${t.due}T17:00:00Z`) : null,
    completed_by: t.completed ? ownerOf(t.owner) : null,
    assistant_thread_id: null,
    deleted_at: null,
  }));
  const appointments: Rows<'appointments'> = demo.appointments.map((a) => ({
    tenant_id: tenantId,
    title: a.title,
    description: null,
    type: a.type,
    status: a.startsAt < today ? ('completed' as const) : ('scheduled' as const),
    starts_at: a.startsAt,
    ends_at: new Date(a.startsAt.getTime() + 45 * 60_000),
    location: null,
    meeting_url: null,
    contact_id: contactIds[a.contact]!,
    deal_id: null,
    owner_id: ownerOf(a.owner),
    deleted_at: null,
  }));
  const activities: Rows<'activities'> = demo.activity.map((n) => ({
    tenant_id: tenantId,
    kind: n.kind,
    contact_id: contactIds[n.contact]!,
    deal_id: n.deal === null ? null : dealIds[n.deal]!,
    actor_id: ownerOf(0),
    subject: null,
    body: n.body,
    meta: JSON.stringify(n.kind === 'call' ? { outcome: 'connected', durationSeconds: 540 } : {}),
    occurred_at: n.at,
    source_event_id: null,
    deleted_at: null,
  }));
  return {
    companies,
    contacts,
    contactIds,
    scores,
    deals: dealRows as Rows<'deals'>,
    changes,
    tasks,
    appointments,
    activities,
  };
}
