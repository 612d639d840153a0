import { describe, expect, it } from 'vitest';
import { type FitMeta, fitColumns } from './fit-columns';

const columns: (FitMeta & { id: string })[] = [
  { id: 'name', minWidth: 200 },
  { id: 'email', minWidth: 150, dropOrder: 3 },
  { id: 'status', minWidth: 100 },
  { id: 'owner', minWidth: 100, dropOrder: 1 },
  { id: 'tags', minWidth: 100, dropOrder: 2 },
];
const ids = (width: number) => fitColumns(columns, (c) => c, width).map((c) => c.id);

describe('fitting columns to a width', () => {
  it('keeps every column when they fit, to the pixel', () => {
    expect(ids(650)).toEqual(['name', 'email', 'status', 'owner', 'tags']);
  });

  it('drops the least needed first and keeps the order of the rest', () => {
    expect(ids(649)).toEqual(['name', 'email', 'status', 'tags']);
    expect(ids(550)).toEqual(['name', 'email', 'status', 'tags']);
    expect(ids(549)).toEqual(['name', 'email', 'status']);
  });

  it('never drops the columns that must stay, however narrow', () => {
    expect(ids(100)).toEqual(['name', 'status']);
  });
});
