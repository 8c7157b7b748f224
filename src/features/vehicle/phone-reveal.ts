import { useSyncExternalStore } from 'react';
import { phoneRevealed, subscribePhoneReveal } from '../phone/reveal.ts';

export type { PhoneRevealTarget } from '../phone/reveal.ts';

/**
 * Whether the shopper has revealed the dealer's number on this page
 * (src/features/phone/reveal.ts). False on the server and while hydrating,
 * so the HTML is the same for every shopper and hydration never mismatches.
 */
export function usePhoneRevealed(): boolean {
  return useSyncExternalStore(subscribePhoneReveal, phoneRevealed, () => false);
}
