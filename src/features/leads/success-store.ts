/** The success category store (SPEC.md §7 client storage key "success category"), '' when none. */
import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from './storage-keys.ts';

export const successCategory = persistentAtom<string>(STORAGE_KEYS.successCategory, '');
