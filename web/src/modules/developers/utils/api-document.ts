import { z } from 'zod';

const Operation = z.object({
  operationId: z.string(),
  summary: z.string().default(''),
  tags: z.array(z.string()).default([]),
  'x-access': z.object({ apiScope: z.string().nullable(), public: z.boolean() }),
});

/** The parts of the OpenAPI document (/api/docs/json) the reference page shows. */
export const ApiDocument = z.object({
  tags: z.array(z.object({ name: z.string(), description: z.string() })).default([]),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type ApiDocument = z.infer<typeof ApiDocument>;

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  /** The scope an API key needs; null: people only (a session), or anyone when public. */
  scope: string | null;
  public: boolean;
}
export interface ReferenceGroup {
  tag: string;
  description: string;
  operations: ReferenceOperation[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** The document's operations grouped by tag, in the document's tag order, each by path then method. */
export function groupByTag(doc: ApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceGroup>(
    doc.tags.map((t) => [t.name, { tag: t.name, description: t.description, operations: [] }]),
  );
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const parsed = Operation.safeParse(item[method]);
      if (!parsed.success) continue;
      const op = parsed.data;
      const tag = op.tags[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, { tag, description: '', operations: [] });
      groups.get(tag)!.operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        scope: op['x-access'].apiScope,
        public: op['x-access'].public,
      });
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}
