import { taskPriorities, taskTypes } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../ui/SelectField';
import { membersQuery } from '../../members/queries';
import type { TaskFilters as Filters } from '../hooks/useTaskFilters';
import { taskTypeLabels } from '../utils/task-form';

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export function TaskFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (name: keyof Filters, value: string) => void;
}) {
  const members = useQuery(membersQuery());
  return (
    <fieldset className="task-filters" aria-label="Filters">
      <SelectField
        label="Assignee"
        hideLabel
        value={filters.assignee}
        onChange={(value) => onChange('assignee', value)}
        options={[
          { value: '', label: 'Everyone' },
          { value: 'me', label: 'Assigned to me' },
          { value: 'none', label: 'Unassigned' },
          ...(members.data ?? []).map((m) => ({ value: m.userId, label: m.name })),
        ]}
      />
      <SelectField
        label="Priority"
        hideLabel
        value={filters.priority}
        onChange={(value) => onChange('priority', value)}
        options={[
          { value: '', label: 'Any priority' },
          ...taskPriorities.map((p) => ({ value: p, label: capitalised(p) })),
        ]}
      />
      <SelectField
        label="Type"
        hideLabel
        value={filters.type}
        onChange={(value) => onChange('type', value)}
        options={[{ value: '', label: 'Any type' }, ...taskTypes.map((t) => ({ value: t, label: taskTypeLabels[t] }))]}
      />
    </fieldset>
  );
}
