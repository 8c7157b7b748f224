import { focusResults, RESULTS_ID, scrollToResults } from '../reveal.ts';

/**
 * 'Skip to results': shown when focused, it takes the keyboard
 * past the filters to the results. A plain link before hydration; after, it
 * focuses the results in place, leaving the address bar to the search.
 */
export function SkipToResults() {
  return (
    <a
      className="search-skip"
      href={`#${RESULTS_ID}`}
      onClick={(event) => {
        event.preventDefault();
        scrollToResults();
        focusResults();
      }}
    >
      Skip to results
    </a>
  );
}
