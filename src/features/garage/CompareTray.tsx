import { useStore } from '@nanostores/react';
import { $compare } from '../compare/store.ts';
import { useHydrated } from '../auth/client-state.ts';
import { COMPARE_PATH } from './CompareToggle.tsx';
import './garage.css';

/**
 * The 'Compare (n)' link to /compare, fixed at the bottom of the window while
 * at least one car is on the compare list. Nothing on the server and during
 * hydration (no mismatch; being fixed, it shifts no layout when it appears).
 */
export function CompareTray() {
  const hydrated = useHydrated();
  const list = useStore($compare);
  if (!hydrated || list.length === 0) return null;
  return (
    <nav className="compare-tray" aria-label="Compare">
      <a className="btn btn--accent" href={COMPARE_PATH}>
        Compare ({list.length})
      </a>
    </nav>
  );
}
