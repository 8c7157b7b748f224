// Test-only: the search grid with the compare tray and toast region, as SearchApp mounts them.
import type { CarSummary } from '../../data/car-summary.ts';
import type { CardSettings } from '../search/ui/card-model.ts';
import { ResultsGrid } from '../search/ui/ResultsGrid.tsx';
import { CompareTray } from './CompareTray.tsx';
import { ToastRegion } from '../toasts/ToastRegion.tsx';

export function SearchTrayHarness({ hits, settings }: { hits: CarSummary[]; settings: CardSettings }) {
  return (
    <>
      <ResultsGrid hits={hits} settings={settings} promoPositions={[]} />
      <CompareTray />
      <ToastRegion />
    </>
  );
}
