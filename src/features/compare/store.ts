/**
 * The compare store: a nanostores atom persisted in localStorage under
 * 'dealer:compare' (shared by every tab), and its actions. Safe to import on
 * the server: without localStorage the list is simply empty.
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  COMPARE_STORAGE_KEY,
  decodeCompare,
  toggledCompare,
  withoutCompared,
  type CompareEntry,
  type CompareToggle,
} from './compare.ts';

export type { CompareEntry } from './compare.ts';

export const $compare = persistentAtom<CompareEntry[]>(COMPARE_STORAGE_KEY, [], {
  encode: (list) => JSON.stringify(list),
  decode: decodeCompare,
});

/** Adds or removes the car; 'full' (and no change) when the list already holds the maximum. */
export function toggleCompare(entry: CompareEntry): CompareToggle['result'] {
  const next = toggledCompare($compare.get(), entry);
  if (next.result !== 'full') $compare.set([...next.list]);
  return next.result;
}

export function removeCompare(id: number): void {
  $compare.set(withoutCompared($compare.get(), id));
}

export function clearCompare(): void {
  $compare.set([]);
}
