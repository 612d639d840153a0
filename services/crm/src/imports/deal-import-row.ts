import {
  type DateFormat,
  type DealImportField,
  DealInput,
  dealOutcome,
  Email,
  type ImportMapping,
  type StageKind,
  stageKindFromName,
} from '@smartcrm/contracts';
import { deriveNames } from '../contacts/contact-names';
import { parseImportDate } from './import-dates';
import type { Mapped } from './import-kind';
import type { RowProblem } from './import-row';

/** A valid deal row, resolved against the pipeline and the workspace's users. */
export interface StagedDeal {
  line: number;
  title: string;
  value: number;
  stageId: string;
  status: StageKind;
  probability: number;
  expectedCloseDate: string | null;
  actualCloseDate: string | null;
  contact: { email: string; firstName: string; lastName: string; name: string } | null;
  company: string | null;
  description: string | null;
  ownerId: string | null;
}

export interface DealRowContext {
  pipelineName: string;
  /** The pipeline's stages in board order. */
  stages: { id: string; name: string; kind: StageKind; defaultProbability: number }[];
  /** Workspace users by lower-cased email. */
  owners: ReadonlyMap<string, string>;
  dateFormat: DateFormat;
  today: string;
}

/** Why a cell cannot be read (a class, since a parsed value may itself be text). */
export class Refused {
  constructor(readonly reason: string) {}
}

/** "$12,500", "12500", "USD 12,500.00", "12 500 $" → 12500; fractions of a dollar are refused. */
export function parseDollars(text: string): number | Refused {
  const bare = text
    .trim()
    .replace(/^(usd|us\$|\$)\s*/i, '')
    .replace(/\s*(usd|\$)$/i, '');
  if (!/^\d{1,3}([, \u00a0]?\d{3})*(\.\d+)?$/.test(bare))
    return new Refused('must be an amount in dollars like $12,500');
  const [whole, cents = ''] = bare.replace(/[, \u00a0]/g, '').split('.');
  if (/[1-9]/.test(cents)) return new Refused('must be whole dollars');
  return Number(whole);
}

/** "40", "40%", "40 %" → 40. */
export function parsePercent(text: string): number | Refused {
  const match = /^(\d{1,3})\s*%?$/.exec(text.trim());
  const value = match ? Number(match[1]) : Number.NaN;
  return value >= 0 && value <= 100 ? value : new Refused('must be a whole percentage from 0 to 100');
}

/** open / won / lost, also as "Closed Won" or "closed-lost" (spec 001 §4). */
export function parseStatus(text: string): StageKind | Refused {
  const value = text.trim().toLowerCase();
  if (value === 'open') return 'open';
  const kind = stageKindFromName(value);
  return kind === 'open' ? new Refused('must be open, won or lost') : kind;
}

/**
 * Turns one CSV record into a deal or the reasons it cannot be one. The stage is found by name
 * in the chosen pipeline; with a status only, the first stage of that kind; with neither, the
 * first open stage. A won or lost deal is closed on its expected close date, else today.
 */
export function createDealRowMapper(headers: readonly string[], mapping: ImportMapping, ctx: DealRowContext) {
  const columns = headers
    .map((header, index) => ({ index, header, field: mapping[header] as DealImportField | undefined }))
    .filter((c) => c.field && c.field !== 'ignore');
  const headerOf = (field: DealImportField) => columns.find((c) => c.field === field)?.header ?? field;
  const stagesByName = new Map(ctx.stages.map((s) => [s.name.trim().toLowerCase(), s]));

  return function mapDealRow(record: readonly string[], line: number): Mapped<StagedDeal> {
    if (record.length !== headers.length) {
      const reason = `has ${record.length} columns where the header has ${headers.length}`;
      return { ok: false, problems: [{ field: '(row)', reason }] };
    }
    const cell: Partial<Record<DealImportField, string>> = {};
    for (const { index, field } of columns) {
      const value = record[index]!.trim();
      if (value) cell[field!] = value;
    }
    const problems: RowProblem[] = [];
    const problem = (field: DealImportField, reason: string) => problems.push({ field: headerOf(field), reason });
    const parsed = <T>(field: DealImportField, parse: (text: string) => T | Refused): T | undefined => {
      const text = cell[field];
      if (text === undefined) return undefined;
      const result = parse(text);
      if (!(result instanceof Refused)) return result;
      problem(field, result.reason);
      return undefined;
    };

    const value = parsed('value', parseDollars);
    const probability = parsed('probability', parsePercent);
    const status = parsed('status', parseStatus);
    const expected = parsed('expectedCloseDate', (text) => {
      const date = parseImportDate(text, ctx.dateFormat);
      return date ? date.slice(0, 10) : new Refused(`"${text}" is not a ${ctx.dateFormat} date`);
    });
    const contactEmail = parsed('contactEmail', (text) => {
      const email = Email.safeParse(text);
      return email.success ? email.data : new Refused('must be a valid email address');
    });
    const ownerId = parsed('ownerEmail', (text) => {
      const id = ctx.owners.get(text.toLowerCase());
      return id ?? new Refused(`no user with the email ${text} in this workspace`);
    });

    let stage = cell.stage === undefined ? undefined : stagesByName.get(cell.stage.toLowerCase());
    if (cell.stage !== undefined && !stage) problem('stage', `no stage "${cell.stage}" in ${ctx.pipelineName}`);
    if (stage && status && stage.kind !== status) {
      problem('status', `is ${status} but the stage ${stage.name} is ${stage.kind}`);
    }
    if (cell.stage === undefined && (status || cell.status === undefined)) {
      stage = ctx.stages.find((s) => s.kind === (status ?? 'open'));
      if (!stage) problem('status', `${ctx.pipelineName} has no ${status ?? 'open'} stage`);
    }

    const fields = DealInput.pick({ title: true, description: true }).safeParse({
      title: cell.title ?? '',
      description: cell.description,
    });
    if (!fields.success)
      for (const issue of fields.error.issues) problem(issue.path[0] as DealImportField, issue.message);
    if ((cell.company?.length ?? 0) > 200) problem('company', 'must be at most 200 characters');
    if (problems.length || !fields.success || !stage) return { ok: false, problems };

    const kind = stage.kind;
    const outcome = dealOutcome(
      { status: kind, probability: 0, actualCloseDate: expected ?? null },
      stage,
      ctx.today,
      probability,
    );
    return {
      ok: true,
      value: {
        line,
        title: fields.data.title,
        value: value ?? 0,
        stageId: stage.id,
        status: outcome.status,
        probability: outcome.probability,
        expectedCloseDate: expected ?? null,
        actualCloseDate: outcome.actualCloseDate,
        contact: contactEmail ? { email: contactEmail, ...namesFromEmail(contactEmail) } : null,
        company: cell.company ?? null,
        description: fields.data.description ?? null,
        ownerId: ownerId ?? null,
      },
    };
  };
}

/** A contact created from a deal row has only an email: "jane.doe@acme.com" → Jane Doe. */
function namesFromEmail(email: string) {
  const parts = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1));
  return deriveNames({ firstName: parts[0] ?? email, lastName: parts.slice(1).join(' ') });
}
