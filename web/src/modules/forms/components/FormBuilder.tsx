import { type Form, type FormField, formFieldKinds } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { deleteForm, formKeys, saveForm, setPublished } from '../queries';
import { type Draft, draftOf, newDraft, newField, previewOf } from '../utils/draft';
import { EmbedSnippet } from './EmbedSnippet';
import { FieldEditor, kindLabels } from './FieldEditor';
import { HostedForm } from './HostedForm';
import { NotifyPicker } from './NotifyPicker';

const problemOf = (error: ApiError) =>
  error.issues?.length ? error.issues.map((i) => `${i.path}: ${i.message}`).join('; ') : error.message;

/** Builds a form: its fields (added, reordered, removed), steps, thank-you, a live preview, publishing. */
export function FormBuilder({ form }: { form: Form | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => (form ? draftOf(form) : newDraft()));
  const [kind, setKind] = useState<FormField['kind']>('text');
  const refresh = () => queryClient.invalidateQueries({ queryKey: formKeys.all });
  const onError = (error: ApiError) => toast.error(problemOf(error));
  const save = useMutation({
    mutationFn: () => saveForm(form?.id ?? null, draft),
    onSuccess: (saved) => {
      toast.success('Form saved');
      void refresh();
      if (!form) navigate(`/forms/${saved.id}`);
    },
    onError,
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => setPublished(form!.id, published),
    onSuccess: (saved) => {
      toast.success(saved.status === 'published' ? 'Form published' : 'Form taken offline');
      void refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteForm(form!.id),
    onSuccess: () => {
      void refresh();
      navigate('/forms');
    },
    onError,
  });

  const fields = draft.fields;
  const setFields = (next: FormField[]) => setDraft({ ...draft, fields: next });
  const move = (i: number, by: -1 | 1) => {
    const next = [...fields];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setFields(next);
  };
  const setSteps = (steps: string[]) =>
    setDraft({
      ...draft,
      steps,
      fields: fields.map((f) => ({ ...f, step: Math.min(f.step, Math.max(steps.length - 1, 0)) })),
    });

  return (
    <div className="form-builder">
      <div className="form-builder__editor">
        <label className="field">
          <span>Form name</span>
          <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </label>
        <section aria-label="Steps" className="form-builder__steps">
          <h3>Steps</h3>
          {draft.steps.map((title, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position
            <div key={i} className="form-builder__step">
              <input
                aria-label={`Step ${i + 1} title`}
                value={title}
                onChange={(e) => setSteps(draft.steps.map((t, j) => (j === i ? e.target.value : t)))}
              />
              <Button size="sm" variant="ghost" onClick={() => setSteps(draft.steps.filter((_, j) => j !== i))}>
                Remove step
              </Button>
            </div>
          ))}
          <Button
            size="sm"
            onClick={() =>
              setSteps(draft.steps.length ? [...draft.steps, `Step ${draft.steps.length + 1}`] : ['Step 1', 'Step 2'])
            }
            disabled={draft.steps.length >= 10}
          >
            Add step
          </Button>
        </section>
        {fields.map((field, i) => (
          <FieldEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: the editor keeps no state; a key from the field's own key would drop focus while it is typed
            key={i}
            field={field}
            index={i}
            count={fields.length}
            steps={draft.steps}
            earlier={fields.slice(0, i)}
            onChange={(next) => setFields(fields.map((f, j) => (j === i ? next : f)))}
            onMove={(by) => move(i, by)}
            onRemove={() => setFields(fields.filter((_, j) => j !== i))}
          />
        ))}
        <div className="form-builder__add">
          <label className="field">
            <span>New field kind</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as FormField['kind'])}>
              {formFieldKinds.map((k) => (
                <option key={k} value={k}>
                  {kindLabels[k]}
                </option>
              ))}
            </select>
          </label>
          <Button
            onClick={() =>
              setFields([
                ...fields,
                newField(
                  kind,
                  kindLabels[kind].split(' (')[0]!,
                  fields.map((f) => f.key),
                ),
              ])
            }
          >
            Add field
          </Button>
        </div>
        <section aria-label="After sending" className="form-builder__thanks">
          <h3>After sending</h3>
          <label className="field">
            <span>Submit button</span>
            <input value={draft.submitLabel} onChange={(e) => setDraft({ ...draft, submitLabel: e.target.value })} />
          </label>
          <label className="field">
            <span>Then</span>
            <select
              value={draft.thankYou.kind}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  thankYou:
                    e.target.value === 'redirect'
                      ? { kind: 'redirect', url: 'https://' }
                      : { kind: 'message', message: 'Thank you! We will be in touch.' },
                })
              }
            >
              <option value="message">Show a thank-you message</option>
              <option value="redirect">Go to a web address</option>
            </select>
          </label>
          <label className="field">
            <span>{draft.thankYou.kind === 'redirect' ? 'Web address' : 'Thank-you message'}</span>
            <input
              value={draft.thankYou.kind === 'redirect' ? draft.thankYou.url : draft.thankYou.message}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  thankYou:
                    draft.thankYou.kind === 'redirect'
                      ? { kind: 'redirect', url: e.target.value }
                      : { kind: 'message', message: e.target.value },
                })
              }
            />
          </label>
          <NotifyPicker notify={draft.notify} onChange={(notify) => setDraft({ ...draft, notify })} />
        </section>
        <div className="form-builder__actions">
          <Button variant="primary" onClick={() => save.mutate()} busy={save.isPending}>
            Save form
          </Button>
          {form && (
            <Button onClick={() => publish.mutate(form.status !== 'published')} busy={publish.isPending}>
              {form.status === 'published' ? 'Unpublish' : 'Publish'}
            </Button>
          )}
          {form && (
            <Button variant="danger" onClick={() => remove.mutate()} busy={remove.isPending}>
              Delete form
            </Button>
          )}
        </div>
        {form?.status === 'published' && <EmbedSnippet formId={form.id} name={form.name} />}
      </div>
      <section className="form-builder__preview" aria-label="Preview">
        <h3>Preview</h3>
        <HostedForm key={JSON.stringify(draft)} form={previewOf(draft)} />
      </section>
    </div>
  );
}
