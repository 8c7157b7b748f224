// Featured stock (SPEC.md §2 Result cards: "carousel variant with arrows"):
// the search feature's result cards in a scroll-snap row with arrows that
// move it by one view. Without JavaScript the row scrolls by itself.
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { ResultCard } from '../search/ui/ResultCard.tsx';
import type { FeaturedStockProps } from './types.ts';
import { useScrollCarousel } from './use-scroll-carousel.ts';
import './home.css';

export function FeaturedStock({ cards, stockWord }: FeaturedStockProps) {
  const word = stockWord.toLowerCase();
  const { trackRef, atStart, atEnd, step } = useScrollCarousel(cards.length);
  return (
    <div className="card-carousel">
      <button
        type="button"
        className="carousel-button card-carousel__prev"
        disabled={atStart}
        onClick={() => step(-1, true)}
      >
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Previous {word}</span>
      </button>
      <ul
        className="card-carousel__track"
        ref={trackRef}
        tabIndex={0}
        aria-label={`Featured ${word}: scroll or use the arrows`}
      >
        {cards.map((card) => (
          <li key={card.id} className="card-carousel__item">
            <ResultCard card={card} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel-button card-carousel__next"
        disabled={atEnd}
        onClick={() => step(1, true)}
      >
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Next {word}</span>
      </button>
    </div>
  );
}

export const FeaturedStockIsland = packedIsland(FeaturedStock);
export default FeaturedStockIsland;
