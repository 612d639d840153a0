import { describe, expect, it } from 'vitest';
import { groupTasksByDue, taskDueGroup } from './task-rules';

const today = '2026-03-10';

describe('taskDueGroup', () => {
  it('puts an open task before, on and after today in overdue, today and upcoming', () => {
    expect(taskDueGroup({ completed: false, dueDate: '2026-03-09' }, today)).toBe('overdue');
    expect(taskDueGroup({ completed: false, dueDate: '2025-12-31' }, today)).toBe('overdue');
    expect(taskDueGroup({ completed: false, dueDate: '2026-03-10' }, today)).toBe('today');
    expect(taskDueGroup({ completed: false, dueDate: '2026-03-11' }, today)).toBe('upcoming');
  });

  it('keeps an undated open task apart and a completed one in completed, whatever its date', () => {
    expect(taskDueGroup({ completed: false, dueDate: null }, today)).toBe('none');
    expect(taskDueGroup({ completed: true, dueDate: '2026-03-01' }, today)).toBe('completed');
    expect(taskDueGroup({ completed: true, dueDate: null }, today)).toBe('completed');
  });
});

describe('groupTasksByDue', () => {
  it('returns every group in list order, keeping each group in the incoming order', () => {
    const tasks = [
      { id: 'a', completed: false, dueDate: '2026-03-12' },
      { id: 'b', completed: true, dueDate: '2026-03-09' },
      { id: 'c', completed: false, dueDate: '2026-03-08' },
      { id: 'd', completed: false, dueDate: null },
      { id: 'e', completed: false, dueDate: '2026-03-11' },
      { id: 'f', completed: false, dueDate: '2026-03-10' },
    ];
    const groups = groupTasksByDue(tasks, today);
    expect(groups.map((g) => [g.label, g.tasks.map((t) => t.id)])).toEqual([
      ['Overdue', ['c']],
      ['Today', ['f']],
      ['Upcoming', ['a', 'e']],
      ['No date', ['d']],
      ['Completed', ['b']],
    ]);
  });
});
