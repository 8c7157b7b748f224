// `client:intent`: hydrates an island on the first sign that the shopper means
// to use it (a pointer over it, a touch, keyboard focus or a click), not when
// it scrolls into view. For small tools whose first render is the server's
// (buttons that look the same until pressed): on a phone they often sit in the
// first screen, where `client:visible` would load them before the shopper does
// anything (docs/performance.md, the vehicle page budget). The search page's
// island uses it too: its server HTML is the page (docs/decisions.md, "The
// search island hydrates on intent").
//
// A click that comes before the island has hydrated (a tap loads it and clicks
// at once) is held and dispatched again once it has, so it is never lost.
// `client:intent={{ savedCar: id }}` hydrates at once when this device keeps
// the car in its favourites or a watchlist, so its saved state shows at once.
import type { ClientDirective } from 'astro';
import { isSavedOnDevice, keepsSavedCars } from '../../features/saved-car.ts';
import { addressAsksMore } from '../../core/search/address-query.ts';

/** The directive's value (`client:intent={{ ... }}`), as Astro passes it. */
export interface IntentOptions {
  /** A car id: hydrate at once when the car is saved on this device. */
  savedCar?: number;
  /** Hydrate at once when this device keeps any car (favourites, watchlist, compare): its state shows at once. */
  savedCars?: boolean;
  /** Hydrate at once when the address asks for more than the prebuilt search page (core address-query.ts). */
  address?: boolean;
  /** The page's first Tab is intent: the island is ready by the time the keyboard reaches it. */
  keyboard?: boolean;
  /** A click on a link is not held: the link goes on at once, without waiting for the island. */
  nativeLinks?: boolean;
}

const INTENT = ['pointerover', 'touchstart', 'focusin'];

/** Storage blocked reads as nothing saved. */
function readsStorage(read: (storage: Storage) => boolean): boolean {
  try {
    return read(localStorage);
  } catch {
    return false;
  }
}

function eager(options: IntentOptions): boolean {
  const id = options.savedCar;
  return (
    (id !== undefined && readsStorage((storage) => isSavedOnDevice(id, storage))) ||
    (options.savedCars === true && readsStorage(keepsSavedCars)) ||
    (options.address === true && addressAsksMore(location.search))
  );
}

const intent: ClientDirective = (load, value, el) => {
  const options = (value.value as unknown as IntentOptions | undefined) ?? {};
  const held: EventTarget[] = [];
  let started = false;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') void start();
  };
  const start = async () => {
    if (started) return;
    started = true;
    document.removeEventListener('keydown', onKey, true);
    await (
      await load()
    )();
    el.removeEventListener('click', hold, true);
    for (const target of held) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };
  function hold(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(options.nativeLinks && link)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.target) held.push(event.target);
    }
    void start();
  }
  if (eager(options)) {
    void start();
    return;
  }
  el.addEventListener('click', hold, true);
  for (const type of INTENT) el.addEventListener(type, start, { passive: true });
  if (options.keyboard) document.addEventListener('keydown', onKey, true);
};

export default intent;
