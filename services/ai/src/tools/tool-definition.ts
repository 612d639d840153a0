import type { Activity, Contact, Deal, SearchHit, ToolResultSection } from '@smartcrm/contracts';
import { z } from 'zod';

/** One part of a tool's answer: a paragraph, a list of lines, or a short value. */
export interface OutputField {
  key: string;
  label: string;
  kind: 'text' | 'list' | 'value';
  /** The values a `value` may take (a model must pick one). */
  options?: readonly string[];
}

/** The CRM records a run may draw on, read with the user's own permissions. */
export interface ToolFacts {
  contact?: Contact;
  deal?: Deal;
  /** Recent timeline entries of the contact or deal, newest first. */
  activities: Activity[];
  /** The user's open deals (forecast tools). */
  openDeals?: Deal[];
  /** Matches of a search (semantic search). */
  hits?: SearchHit[];
  /** Who signs a message the tool writes: the user running it and their workspace. */
  sender?: { name: string; company: string };
}

export type ToolInput = Record<string, unknown>;
export type ToolOutput = Record<string, string | string[]>;

/** A tool on the server: what to ask a model, the shape of the answer, and the built-in answer. */
export interface ServerTool {
  /** The task given to a model, after the facts and the form. */
  prompt: string;
  output: readonly OutputField[];
  /** Extra records the run needs beyond the picked contact or deal. */
  needs?: 'open_deals' | 'search';
  /** Writes a message the user sends: the facts carry the sender's name and company to sign it. */
  signed?: true;
  builtIn: (input: ToolInput, facts: ToolFacts) => ToolOutput;
}

export const text = (key: string, label: string): OutputField => ({ key, label, kind: 'text' });
export const list = (key: string, label: string): OutputField => ({ key, label, kind: 'list' });
export const value = (key: string, label: string, options?: readonly string[]): OutputField =>
  options ? { key, label, kind: 'value', options } : { key, label, kind: 'value' };

/** The zod schema a model's structured answer must match (also sent as its JSON schema). */
export function outputSchema(fields: readonly OutputField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.kind === 'list') shape[field.key] = z.array(z.string().min(1)).min(1).max(20);
    else if (field.options) shape[field.key] = z.enum(field.options as [string, ...string[]]);
    else shape[field.key] = z.string().min(1);
  }
  return z.object(shape).strict() as z.ZodType<ToolOutput>;
}

/** The answer as the screen shows it, in the tool's order. */
export function toSections(fields: readonly OutputField[], output: ToolOutput): ToolResultSection[] {
  return fields.map((field) => {
    const v = output[field.key];
    return Array.isArray(v)
      ? { key: field.key, label: field.label, kind: 'list', items: v }
      : { key: field.key, label: field.label, kind: field.kind === 'list' ? 'text' : field.kind, text: v ?? '' };
  });
}

/** The answer as plain text: what Copy copies and Save writes on a timeline. */
export function toPlainText(title: string, sections: ToolResultSection[], builtIn: boolean): string {
  const body = sections.map((s) =>
    s.kind === 'list' ? `${s.label}:\n${(s.items ?? []).map((i) => `- ${i}`).join('\n')}` : `${s.label}: ${s.text}`,
  );
  const label = builtIn ? ' (built-in template, no AI model)' : '';
  return [`${title}${label}`, ...body].join('\n\n');
}
