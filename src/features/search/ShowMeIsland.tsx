// The Show Me quick search (SPEC.md §2 "Show Me button navigates to results;
// its count animates over 1 second"): an island on the home page hero. Its
// counts come from a build-time table of the listed stock (no search index
// is loaded); the button links to the results URL of the core routing.
import { useMemo, useState } from 'react';
import { moneyQuickPicks } from '../../core/inputs.ts';
import type { SearchCatalogue } from '../../core/search/routing.ts';
import { stateKind } from '../../core/search/kinds.ts';
import {
  modelsOf,
  showMeButton,
  showMeCount,
  showMeState,
  showMeUrl,
  type ShowMeChoice,
  type ShowMeTable,
} from '../../core/search/show-me.ts';
import type { CurrencyCode } from '../../core/types.ts';
import { ShowMeForm } from './ui/ShowMeForm.tsx';
import { useCountUp } from './useCountUp.ts';
import '../../styles/show-me.css';

/** The island's data: the count table and the routing catalogue (makes and models). */
export interface ShowMeData {
  table: ShowMeTable;
  catalogue: SearchCatalogue;
}

export interface ShowMeIslandProps {
  /** JSON of {@link ShowMeData} (one string: far smaller in the page than nested props). */
  data: string;
  currency: CurrencyCode;
}

export default function ShowMeIsland({ data, currency }: ShowMeIslandProps) {
  const { table, catalogue } = useMemo(() => JSON.parse(data) as ShowMeData, [data]);
  const [choice, setChoice] = useState<ShowMeChoice>({});
  const count = showMeCount(table, choice);
  const shown = useCountUp(count);
  // Names the kind of vehicle the choice lists ('Show Me 143 Caravans'); disabled when nothing matches.
  const button = showMeButton(count, shown, stateKind(showMeState(choice), catalogue));
  return (
    <ShowMeForm
      makes={table.makes}
      models={modelsOf(table, choice.make)}
      prices={moneyQuickPicks(table.prices, currency)}
      make={choice.make}
      model={choice.model}
      maxPrice={choice.maxPrice}
      onChange={setChoice}
      href={showMeUrl(choice, catalogue)}
      label={button.label}
      disabled={button.disabled}
      announce={button.announce}
    />
  );
}
