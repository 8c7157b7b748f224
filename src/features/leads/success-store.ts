/** The success category store (SPEC.md §7 client storage key "success category"), '' when none. */
import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from './storage-keys.ts';

// Pure: a bundle that never reads it drops it (and nanostores with it).
export const successCategory = /* @__PURE__ */ persistentAtom<string>(STORAGE_KEYS.successCategory, '');
