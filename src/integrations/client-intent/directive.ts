// `client:intent`: hydrates an island on the first sign that the shopper means
// to use it (a pointer over it, a touch, keyboard focus or a click), not when
// it scrolls into view. For small tools whose first render is the server's
// (buttons that look the same until pressed): on a phone they often sit in the
// first screen, where `client:visible` would load them before the shopper does
// anything (docs/performance.md, the vehicle page budget).
//
// A click that comes before the island has hydrated (a tap loads it and clicks
// at once) is held and dispatched again once it has, so it is never lost.
// `client:intent={{ savedCar: id }}` hydrates at once when this device keeps
// the car in its favourites or a watchlist, so its saved state shows at once.
import type { ClientDirective } from 'astro';
import { isSavedOnDevice } from '../../features/saved-car.ts';

/** The directive's value (`client:intent={{ ... }}`), as Astro passes it. */
export interface IntentOptions {
  /** A car id: hydrate at once when the car is saved on this device. */
  savedCar?: number;
}

const INTENT = ['pointerover', 'touchstart', 'focusin'];

function savedHere(id: number | undefined): boolean {
  try {
    return id !== undefined && isSavedOnDevice(id, localStorage);
  } catch {
    return false; // storage blocked
  }
}

const intent: ClientDirective = (load, options, el) => {
  const held: EventTarget[] = [];
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
    el.removeEventListener('click', hold, true);
    for (const target of held) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };
  function hold(event: Event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target) held.push(event.target);
    void start();
  }
  if (savedHere((options.value as unknown as IntentOptions | undefined)?.savedCar)) {
    void start();
    return;
  }
  el.addEventListener('click', hold, true);
  for (const type of INTENT) el.addEventListener(type, start, { passive: true });
};

export default intent;
