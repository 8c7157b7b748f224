import type { ReactNode } from 'react';
import type { CardModel } from './card-model.ts';
import { CPO_BUTTON_HINT, CPO_DIALOG_ID } from '../../certified/texts.ts';

/** The certified-pre-owned logo's mark (the same shield as features/certified/CertifiedBadge.astro). */
const CPO_LOGO = (
  <svg className="cpo-badge__logo" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.6-3.6 1.4-1.4 2.2 2.2 5-5 1.4 1.4-6.4 6.4Z" />
  </svg>
);

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
}: {
  card: CardModel;
  headingLevel?: 2 | 3;
  tools?: ReactNode;
  /** The first result of a page: its image is the likely LCP element, so it loads at once, first. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
        {card.tag?.kind === 'certified' && card.tag.programme !== 'toyota' && (
          <span className="tag tag--certified cpo-badge" data-tag="certified" data-programme={card.tag.programme}>
            {CPO_LOGO}
            {card.tag.text}
          </span>
        )}
        {card.location && <span className="result-card__location">{card.location}</span>}
      </a>
      {/* Outside the (hidden) image link: the Toyota logo is a button opening the page's one
          information dialog (features/certified, an HTML popover: no script). */}
      {card.tag?.kind === 'certified' && card.tag.programme === 'toyota' && (
        <button
          type="button"
          className="tag tag--certified cpo-badge result-card__cpo"
          data-tag="certified"
          data-programme="toyota"
          popoverTarget={CPO_DIALOG_ID}
        >
          {CPO_LOGO}
          {card.tag.text}
          <span className="visually-hidden">{CPO_BUTTON_HINT}</span>
        </button>
      )}
      <div className="card__body">
        <Heading id={`car-${card.id}-title`} className="result-card__title">
          <a href={card.href}>
            {card.title} <span className="result-card__badge">{card.subtitle}</span>
          </a>
        </Heading>
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
        <div className="result-card__actions">
          {card.buttons.map((b) => (
            <a key={b.label} className={b.kind === 'primary' ? 'btn btn--accent' : 'btn btn--outline'} href={b.href}>
              {b.label}
              {b.kind === 'secondary' && <span className="visually-hidden">: {card.title}</span>}
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}
