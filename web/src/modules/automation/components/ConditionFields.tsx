import { type AutomationObject, type Condition, conditionOperators } from '@smartcrm/contracts';
import { Plus, X } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { fieldOptions } from '../utils/field-values';

const operatorLabels: Record<(typeof conditionOperators)[number], string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  not_contains: 'does not contain',
  greater_than: 'is more than',
  less_than: 'is less than',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
};
const operators = conditionOperators.map((o) => ({ value: o, label: operatorLabels[o] }));
const matches = [
  { value: 'all', label: 'all of (AND)' },
  { value: 'any', label: 'any of (OR)' },
];

/** The rules of an if/else: groups of rules, each group and the whole matching all (AND) or any (OR). */
export function ConditionFields({
  form,
  object,
  name = 'condition',
  matchLabel = 'Continue on Yes when it matches',
}: {
  form: UseFormReturn<never>;
  object: AutomationObject;
  /** Where the form holds the condition (a step's `condition`, a schedule's `filter`). */
  name?: 'condition' | 'filter';
  matchLabel?: string;
}) {
  const f = form as unknown as UseFormReturn<{ condition: Condition; filter: Condition }>;
  const condition = f.watch(name);
  const set = (next: Condition) => f.setValue(name, next, { shouldDirty: true });
  const newRule = { field: fieldOptions(object)[0]!.value, operator: 'equals' as const, value: '' };
  return (
    <div className="condition-fields">
      <FormSelect form={f} name={`${name}.match`} label={matchLabel} options={matches} />
      {condition.groups.map((group, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups and rules are form fields named by their place (condition.groups.N.rules.M)
        <fieldset key={g} className="condition-group">
          <legend className="field__label">Group {g + 1}</legend>
          <FormSelect form={f} name={`${name}.groups.${g}.match`} label="Rules to match" options={matches} />
          {group.rules.map((_rule, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: named by place, as above
            <div key={r} className="condition-rule">
              <FormSelect
                form={f}
                name={`${name}.groups.${g}.rules.${r}.field`}
                label="Field"
                options={fieldOptions(object)}
              />
              <FormSelect form={f} name={`${name}.groups.${g}.rules.${r}.operator`} label="Test" options={operators} />
              <FormInput form={f} name={`${name}.groups.${g}.rules.${r}.value` as never} label="Value" />
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove rule ${r + 1} of group ${g + 1}`}
                onClick={() =>
                  set({
                    ...condition,
                    groups: condition.groups.map((gr, i) =>
                      i === g ? { ...gr, rules: gr.rules.filter((_, j) => j !== r) } : gr,
                    ),
                  })
                }
              >
                <X size={14} aria-hidden />
              </button>
            </div>
          ))}
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              set({
                ...condition,
                groups: condition.groups.map((gr, i) => (i === g ? { ...gr, rules: [...gr.rules, newRule] } : gr)),
              })
            }
          >
            <Plus size={14} aria-hidden /> Rule
          </Button>
        </fieldset>
      ))}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => set({ ...condition, groups: [...condition.groups, { match: 'all', rules: [newRule] }] })}
      >
        <Plus size={14} aria-hidden /> Group
      </Button>
    </div>
  );
}
