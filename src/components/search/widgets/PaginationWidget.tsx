import type { MouseEvent } from 'react';
import { usePagination } from 'react-instantsearch';

function follow(event: MouseEvent<HTMLAnchorElement>, go: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

/** Page links; each is a real URL (the routing's createURL), followed in place. */
export function PaginationWidget() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, text: string, current = false) => (
    <a
      href={createURL(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => follow(e, () => refine(page))}
    >
      {text}
    </a>
  );
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        {!isFirstPage && <li>{link(currentRefinement - 1, 'Previous page', '‹ Previous')}</li>}
        {pages.map((page) => (
          <li key={page}>{link(page, `Page ${page + 1}`, String(page + 1), page === currentRefinement)}</li>
        ))}
        {!isLastPage && <li>{link(currentRefinement + 1, 'Next page', 'Next ›')}</li>}
      </ul>
    </nav>
  );
}
