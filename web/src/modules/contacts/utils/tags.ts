/** Spec 001 §5: a tag is added only if non-blank after trimming and not already present (any case). */
export function addTag(tags: readonly string[], candidate: string): string[] {
  const tag = candidate.trim();
  if (!tag || hasTag(tags, tag)) return [...tags];
  return [...tags, tag];
}

export function hasTag(tags: readonly string[], tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return tags.some((existing) => existing.toLowerCase() === wanted);
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/** The first `shown` tags and how many more there are, for "+N" chips. */
export function visibleTags(tags: readonly string[], shown = 2): { visible: string[]; hidden: number } {
  return { visible: tags.slice(0, shown), hidden: Math.max(0, tags.length - shown) };
}
