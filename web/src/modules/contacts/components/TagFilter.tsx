import { Tag, X } from 'lucide-react';
import { useState } from 'react';
import { addTag, removeTag } from '../utils/tags';

/** Filters by tags typed in (Enter adds one); each active tag is a removable chip. */
export function TagFilter({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState('');
  return (
    <div className="tag-filter">
      <Tag aria-hidden size={14} className="tag-filter__icon" />
      {tags.map((tag) => (
        <span key={tag} className="tag-chip tag-chip--removable">
          {tag}
          <button
            type="button"
            aria-label={`Stop filtering by tag ${tag}`}
            onClick={() => onChange(removeTag(tags, tag))}
          >
            <X aria-hidden size={12} />
          </button>
        </span>
      ))}
      <input
        className="tag-filter__input"
        placeholder={tags.length ? 'Add tag' : 'Filter by tag'}
        aria-label="Filter by tag"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const next = addTag(tags, text);
          if (next.length !== tags.length) onChange(next);
          setText('');
        }}
      />
    </div>
  );
}
