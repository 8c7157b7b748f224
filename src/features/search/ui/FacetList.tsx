import { useId } from 'react';

/** One checkbox of a facet list. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

/**
 * A labelled group of checkboxes (SPEC.md §2 facet grid with counts): each
 * option's accessible name is its label and count, e.g. 'Toyota (12)'.
 */
export function FacetList({
  legend,
  options,
  onToggle,
  showMore,
}: {
  legend: string;
  options: readonly FacetOption[];
  onToggle: (value: string) => void;
  showMore?: { expanded: boolean; onToggle: () => void } | undefined;
}) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <ul className="facet__list" id={`${id}-list`}>
        {options.map((option) => (
          <li key={option.value}>
            <label className="facet__option">
              <input type="checkbox" checked={option.checked} onChange={() => onToggle(option.value)} />
              <span className="facet__label">{option.label}</span>{' '}
              <span className="facet__count">({option.count.toLocaleString('en-AU')})</span>
            </label>
          </li>
        ))}
      </ul>
      {showMore && (
        <button
          type="button"
          className="facet__more"
          aria-expanded={showMore.expanded}
          aria-controls={`${id}-list`}
          onClick={showMore.onToggle}
        >
          {showMore.expanded ? `Show less` : `Show more`}
          <span className="visually-hidden"> {legend}</span>
        </button>
      )}
    </fieldset>
  );
}
