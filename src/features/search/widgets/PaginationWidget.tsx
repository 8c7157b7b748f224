import type { MouseEvent } from 'react';
import { usePagination } from 'react-instantsearch';
import type { SearchCatalogue } from '~/core/search/routing.ts';
import { pageLink, type PrebuiltPages } from '~/core/search/static-pages.ts';
import { useHydrated } from '../../auth/client-state.ts';
import { useSearchState } from '../use-search-state.ts';

function follow(event: MouseEvent<HTMLAnchorElement>, go: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

/**
 * Page links, followed in place. Each is a real URL (core pageLink): a page
 * prebuilt for browsers without JavaScript links to it
 * ('/search/used-cars/page/2'); any other page is its ?page=n URL, which
 * only the island can show, so until the island runs (no JavaScript) it is
 * plain text, not a link that would show page 1 again.
 */
export function PaginationWidget({
  catalogue,
  prebuiltPages,
}: {
  catalogue: SearchCatalogue;
  prebuiltPages: PrebuiltPages;
}) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({
    padding: 2,
  });
  const state = useSearchState(catalogue);
  const hydrated = useHydrated();
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, text: string, current = false) => {
    const target = pageLink(state, page + 1, catalogue, prebuiltPages);
    if (!target.static && !hydrated) {
      return current ? <span aria-current="page">{text}</span> : <span className="pagination__later">{text}</span>;
    }
    return (
      <a
        href={target.href}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={(e) => follow(e, () => refine(page))}
      >
        {text}
      </a>
    );
  };
  const usable = (page: number) => hydrated || pageLink(state, page + 1, catalogue, prebuiltPages).static;
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        {!isFirstPage && usable(currentRefinement - 1) && (
          <li>{link(currentRefinement - 1, 'Previous page', '‹ Previous')}</li>
        )}
        {pages.map((page) => (
          <li key={page}>{link(page, `Page ${page + 1}`, String(page + 1), page === currentRefinement)}</li>
        ))}
        {!isLastPage && usable(currentRefinement + 1) && <li>{link(currentRefinement + 1, 'Next page', 'Next ›')}</li>}
      </ul>
    </nav>
  );
}
