import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ContactFormValues } from '../../utils/contact-form';
import { addTag, hasTag, removeTag } from '../../utils/tags';
import { FormSection } from './FormSection';

/** Spec 001 §5: Enter or the button adds a tag if it is not blank and not already there. */
export function TagsEditor({ readOnly }: { readOnly: boolean }) {
  const { watch, setValue, formState } = useFormContext<ContactFormValues>();
  const tags = watch('tags') ?? [];
  const [text, setText] = useState('');
  const canAdd = text.trim() !== '' && !hasTag(tags, text);
  const add = () => {
    if (canAdd) setValue('tags', addTag(tags, text), { shouldDirty: true });
    setText('');
  };
  return (
    <FormSection title="Tags">
      <ul className="tag-editor" aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag} className="tag-chip tag-chip--removable">
            {tag}
            {!readOnly && (
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => setValue('tags', removeTag(tags, tag), { shouldDirty: true })}
              >
                <X aria-hidden size={12} />
              </button>
            )}
          </li>
        ))}
        {tags.length === 0 && <li className="muted">No tags</li>}
      </ul>
      {!readOnly && (
        <div className="inline-add">
          <input
            className="field__input"
            placeholder="Add a tag"
            aria-label="New tag"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <button type="button" className="button button--sm" onClick={add} disabled={!canAdd}>
            <Plus aria-hidden size={14} />
            Add Tag
          </button>
        </div>
      )}
      {formState.errors.tags?.message && <p className="field__error">Tags {formState.errors.tags.message}</p>}
    </FormSection>
  );
}
