// The order of a collection's records as pages see them.

/**
 * Records in the order Astro's content layer gives them: by id as text ("20" before "4"), the
 * order pages list them in (brands, offers) in the static build; compare-builds holds both
 * paths to it.
 */
export function contentLayerOrder<T extends { id: number | string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => {
    const [x, y] = [String(a.id), String(b.id)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
