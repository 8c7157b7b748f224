import { useStore } from '@nanostores/react';
import { COMPARE_MAX, type CompareEntry } from '../compare/compare.ts';
import { $compare, toggleCompare } from '../compare/store.ts';
import { showToast } from '../toasts/store.ts';
import { useHydrated } from '../auth/client-state.ts';

/** Where the compare page is (ours: the spec shows no path). */
export const COMPARE_PATH = '/compare';

/** Toast when the list is full (ours). */
export const COMPARE_FULL_TITLE = 'Compare list is full';
export const compareFullText = (max: number) => `You can compare up to ${max} cars. Remove one to add this car.`;

/**
 * Compare toggle of a result card: adds or removes the car on the browser's
 * compare list (aria-pressed says which). With {@link COMPARE_MAX} cars
 * listed, adding shows a toast instead. Server render and hydration show
 * "not compared"; the stored state follows right after hydration.
 */
export function CompareToggle({ entry }: { entry: CompareEntry }) {
  const hydrated = useHydrated();
  const list = useStore($compare);
  const pressed = hydrated && list.some((c) => c.id === entry.id);
  return (
    <button
      type="button"
      className="icon-button compare-toggle"
      aria-pressed={pressed}
      onClick={() => {
        if (toggleCompare(entry) === 'full') {
          showToast({
            title: COMPARE_FULL_TITLE,
            description: compareFullText(COMPARE_MAX),
            action: { label: 'View Compare', href: COMPARE_PATH },
          });
        }
      }}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="4" width="7" height="16" rx="1" fill={pressed ? 'currentColor' : 'none'} />
        <rect x="14" y="4" width="7" height="16" rx="1" />
      </svg>
      <span>Compare</span>
      <span className="visually-hidden">: {entry.name}</span>
    </button>
  );
}
