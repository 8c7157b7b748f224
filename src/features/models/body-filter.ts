// The model range's body choice (SPEC.md §2 '/models?body={body}'): choosing a body category
// shows only its models and writes the choice to the address without a reload; an address with
// a choice shows it on load. Without JavaScript the buttons are links that jump to their group,
// and every group is on the page.
import { BODY_PARAM, bodyFromSearch } from '../../core/models.ts';

const same = (a: string | undefined, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

function apply(body: string | null): void {
  const groups = [...document.querySelectorAll<HTMLElement>('[data-body-group]')];
  // An unknown body in the address (an old link) shows the whole range.
  const chosen = body !== null && groups.some((g) => same(g.dataset['bodyGroup'], body)) ? body : null;
  for (const group of groups) group.hidden = chosen !== null && !same(group.dataset['bodyGroup'], chosen);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-body-link]')) {
    if (same(link.dataset['bodyLink'], chosen)) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

document.querySelector('[data-body-links]')?.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('[data-body-link]');
  if (!link) return;
  event.preventDefault();
  const body = link.dataset['bodyLink'] || null;
  const url = new URL(window.location.href);
  if (body) url.searchParams.set(BODY_PARAM, body);
  else url.searchParams.delete(BODY_PARAM);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url);
  apply(body);
});

apply(bodyFromSearch(window.location.search));
