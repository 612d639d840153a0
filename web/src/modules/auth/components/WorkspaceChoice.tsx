import type { Path } from 'react-hook-form';
import { FormInput, type FormOf } from '../../../ui/form/FormInputs';
import { WorkspaceSummary } from './WorkspaceSummary';

interface WorkspaceChoiceProps<T extends { workspace: string }> {
  form: FormOf<T>;
  /** No address or stored choice names the workspace (or the user chose to change it). */
  ask: boolean;
  onAsk: () => void;
}

/** The workspace a sign-in or reset goes to: asked for, or shown with a way to change it. */
export function WorkspaceChoice<T extends { workspace: string }>({ form, ask, onAsk }: WorkspaceChoiceProps<T>) {
  if (!ask) return <WorkspaceSummary onChange={onAsk} />;
  return (
    <FormInput
      form={form}
      name={'workspace' as Path<T>}
      label="Workspace"
      autoComplete="organization"
      hint="Your workspace name, e.g. acme"
    />
  );
}
