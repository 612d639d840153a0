import { Deal, DealPatch, dealImportFields } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { dealFields } from './deal.fields';

describe('the deal field table', () => {
  it('reads every field of the contract, and no field the contract lacks', () => {
    const read = dealFields.flatMap((f) => (f.field && f.read !== false ? [f.field] : []));
    expect(read.sort()).toEqual(Object.keys(Deal.shape).sort());
  });

  it('writes every field a patch may name, but the stage (a move) and the version (a check)', () => {
    const written = dealFields.flatMap((f) => (f.input ? [f.field] : []));
    const patchable = Object.keys(DealPatch.shape).filter((field) => field !== 'stageId' && field !== 'version');
    expect(written.sort()).toEqual(patchable.sort());
  });

  it('stages every deal field a file can map a column to', () => {
    const staged = new Set(dealFields.filter((f) => f.import && f.import.stage !== false).map((f) => f.field));
    // The stage is found by name and staged by id; contact, company and owner are found by their names.
    const byName = { stage: 'stageId', ownerEmail: 'ownerId', contactEmail: null, company: null } as const;
    const fields = dealImportFields.filter((f) => f !== 'ignore');
    const unstaged = fields.filter((f) => {
      const field = f in byName ? byName[f as keyof typeof byName] : f;
      return field !== null && !staged.has(field as keyof Deal);
    });
    expect(unstaged).toEqual([]);
  });
});
