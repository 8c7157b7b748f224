import { useEffect, useState } from 'react';
import { useHydrated } from '../../auth/client-state.ts';
import { packedIsland } from '~/components/islands/packed-props.tsx';
import { ResultCard } from '../../search/ui/ResultCard.tsx';
import type { CardModel } from '../../search/ui/card-model.ts';
import type { SimilarFeed } from './similar-feed.ts';

export interface SimilarCarsProps {
  /** The car's similar-cars feed (./similar-feed.ts), written with the build. */
  feedUrl: string;
  /** The search for the same make and model: what the section offers before its cards load. */
  searchHref: string;
  /** 'Vehicles', or the item type's plural ('Caravans'): the heading and link follow the car. */
  stockWord?: string | undefined;
}

type Loaded = { state: 'done'; cards: CardModel[] } | { state: 'failed' };

/** Placeholder cards while the feed loads (SPEC.md §4 "placeholders while loading"). */
const PLACEHOLDERS = 3;

/**
 * Similar vehicles on the vehicle page (SPEC.md §2, §4, §7): the same result cards search shows,
 * from the car's feed. The page hydrates this island when the section comes within 500 px of view
 * (features.similar_cars_lazy) or once the page is idle. Before that, and without JavaScript, the
 * section offers the search for the same make and model. No similar car: no section. A failed
 * load is logged and the section stays as it was before loading (SPEC.md §10).
 */
export default function SimilarCars({ feedUrl, searchHref, stockWord = 'Vehicles' }: SimilarCarsProps) {
  // Hydrated means loading: the page hydrates this island when its cards are wanted.
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    fetch(feedUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${feedUrl}: HTTP ${response.status}`);
        return response.json() as Promise<SimilarFeed>;
      })
      .then((feed) => {
        if (current) setLoaded({ state: 'done', cards: feed.cards });
      })
      .catch((error: unknown) => {
        console.error('Similar vehicles could not be loaded', error);
        if (current) setLoaded({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [feedUrl]);

  if (loaded?.state === 'done' && loaded.cards.length === 0) return null;
  const loading = hydrated && loaded === null;
  return (
    <section className="container similar-cars" aria-labelledby="similar-cars-title">
      <h2 id="similar-cars-title">Similar {stockWord}</h2>
      {loaded?.state === 'done' ? (
        <div className="similar-cars__grid">
          {loaded.cards.map((card) => (
            <ResultCard key={card.id} card={card} />
          ))}
        </div>
      ) : loading ? (
        <div className="similar-cars__grid" aria-busy="true">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <div key={i} className="card similar-cars__placeholder" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <p>
          <a href={searchHref}>Browse similar {stockWord.toLowerCase()}</a>
        </p>
      )}
    </section>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const SimilarCarsIsland = packedIsland(SimilarCars);
