import type { CardModel } from './card-model.ts';
import { ResultCard } from './ResultCard.tsx';

/**
 * Static cards in a grid (no tools, no JavaScript): the vehicle page's similar
 * cars. One component for the whole list so the build renders it in one pass
 * instead of one framework render per card.
 */
export function ResultCardList({ cards, className }: { cards: readonly CardModel[]; className: string }) {
  return (
    <div className={className}>
      {cards.map((card) => (
        <ResultCard key={card.id} card={card} />
      ))}
    </div>
  );
}
