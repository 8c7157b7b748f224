import type { ReactNode } from 'react';
import type { CardModel } from './card-model.ts';
import { CPO_BUTTON_HINT, CPO_DIALOG_ID } from '../../certified/texts.ts';

/**
 * One search result (SPEC.md §2 Result cards). Presentational: the model comes
 * from cardModel(). `tools` (the search island's favourite / compare /
 * watchlist buttons) sit under the price; static cards have none.
 */
export function ResultCard({
  card,
  headingLevel = 3,
  tools,
  priority = false,
  distance = null,
}: {
  card: CardModel;
  headingLevel?: 2 | 3;
  tools?: ReactNode;
  /** The first result of a page: its image is the likely LCP element, so it loads at once, first. */
  priority?: boolean;
  /** After a postcode search: how far the car is ('12 km away', core distanceText). */
  distance?: string | null;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const main = card.buttons.filter((b) => b.kind !== 'secondary');
  const more = card.buttons.filter((b) => b.kind === 'secondary');
  return (
    <article className="card result-card" data-car-id={card.id} aria-labelledby={`car-${card.id}-title`}>
      <a className="result-card__media" href={card.href} tabIndex={-1} aria-hidden="true">
        <img
          src={card.image.src}
          srcSet={card.image.srcset}
          sizes="(min-width: 992px) 33vw, 100vw"
          width={400}
          height={300}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {card.tag && card.tag.kind !== 'certified' && (
          <span className={`tag tag--${card.tag.kind}`} data-tag={card.tag.kind}>
            {card.tag.text}
          </span>
        )}
        {card.location && <span className="result-card__location">{card.location}</span>}
      </a>
      {/* The certified-pre-owned logo sits outside the (hidden) image link: Toyota's is a button
          opening the page's one information dialog (features/certified, an HTML popover). */}
      {card.tag?.kind === 'certified' &&
        (card.tag.programme === 'toyota' ? (
          <button
            type="button"
            className="tag tag--certified cpo-badge result-card__cpo"
            data-tag="certified"
            popoverTarget={CPO_DIALOG_ID}
          >
            {card.tag.text}
            <span className="visually-hidden">{CPO_BUTTON_HINT}</span>
          </button>
        ) : (
          <span className="tag tag--certified cpo-badge result-card__cpo" data-tag="certified">
            {card.tag.text}
          </span>
        ))}
      <div className="card__body">
        <Heading id={`car-${card.id}-title`} className="result-card__title">
          <a href={card.href}>
            {card.title} <span className="result-card__badge">{card.subtitle}</span>
          </a>
        </Heading>
        {distance && <p className="result-card__distance">{distance}</p>}
        <p className="price">
          {card.was && (
            <span className="was-price">
              <span className="visually-hidden">Was </span>
              {card.was}
            </span>
          )}{' '}
          <span className="price__amount">{card.price}</span>
          {card.priceType && <span className="price__type"> {card.priceType}</span>}
        </p>
        {tools}
        {card.finance && <p className="result-card__finance">{card.finance}</p>}
        {card.views !== null && <p className="result-card__views">{card.views} views</p>}
        {card.chips.length > 0 && (
          <ul className="chips" aria-label="Key details">
            {card.chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        )}
        {card.unavailableText && <p className="result-card__unavailable">{card.unavailableText}</p>}
        {/* View Details and the tenant's primary action as buttons; the other lead buttons as a
            compact row of links, so a phone card stays within about one screen. */}
        <div className="result-card__actions">
          {main.map((b) => (
            <a key={b.label} className={b.kind === 'primary' ? 'btn btn--accent' : 'btn btn--outline'} href={b.href}>
              {b.label}
              {b.kind !== 'primary' && <span className="visually-hidden">: {card.title}</span>}
            </a>
          ))}
        </div>
        {more.length > 0 && (
          <ul className="result-card__more" aria-label={`More for ${card.title}`}>
            {more.map((b) => (
              <li key={b.label}>
                <a href={b.href}>
                  {b.label}
                  <span className="visually-hidden">: {card.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
