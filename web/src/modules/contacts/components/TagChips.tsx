import { visibleTags } from '../utils/tags';

/** The first two tags and a "+N" for the rest (spec 001 §2.3). */
export function TagChips({ tags }: { tags: readonly string[] }) {
  const { visible, hidden } = visibleTags(tags);
  return (
    <span className="tag-chips" title={tags.join(', ') || undefined}>
      {visible.map((tag) => (
        <span key={tag} className="tag-chip" title={tag}>
          {tag}
        </span>
      ))}
      {hidden > 0 && (
        <span className="tag-chip tag-chip--more" title={tags.slice(2).join(', ')}>
          +{hidden}
        </span>
      )}
    </span>
  );
}
