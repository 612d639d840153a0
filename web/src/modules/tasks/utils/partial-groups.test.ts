import { describe, expect, it } from 'vitest';
import { partialGroups } from './partial-groups';

describe('partialGroups', () => {
  it('marks only the last open group while more open tasks are to load', () => {
    expect([...partialGroups(['overdue', 'today', 'completed'], true, false)]).toEqual(['today']);
    expect([...partialGroups(['overdue'], true, false)]).toEqual(['overdue']);
  });

  it('marks the completed group while more completed tasks are to load', () => {
    expect([...partialGroups(['upcoming', 'completed'], false, true)]).toEqual(['completed']);
  });

  it('marks nothing once every page is loaded', () => {
    expect(partialGroups(['overdue', 'none', 'completed'], false, false).size).toBe(0);
  });
});
