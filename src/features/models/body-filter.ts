// The model range's body choice (SPEC.md §2 '/models?body={body}'): choosing a body category
// shows only the models of that body and writes the choice to the address without a reload; an
// address with a choice shows it on load. Each model is once in the grid, with its bodies in
// data-model-bodies. Without JavaScript the whole range shows.
import { BODY_PARAM, bodyFromSearch } from '../../core/models.ts';

const same = (a: string | undefined, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

function bodiesOf(card: HTMLElement): string[] {
  try {
    const parsed: unknown = JSON.parse(card.dataset['modelBodies'] ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((b): b is string => typeof b === 'string') : [];
  } catch {
    return [];
  }
}

function apply(body: string | null): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-body-link]')];
  // An unknown body in the address (an old link) shows the whole range.
  const known = body !== null && links.some((l) => l.dataset['bodyLink'] !== '' && same(l.dataset['bodyLink'], body));
  const chosen = known ? body!.toLowerCase() : null;
  let shown = 0;
  const cards = [...document.querySelectorAll<HTMLElement>('[data-model-bodies]')];
  for (const card of cards) {
    card.hidden = chosen !== null && !bodiesOf(card).includes(chosen);
    if (!card.hidden) shown++;
  }
  for (const link of links) {
    if (same(link.dataset['bodyLink'], chosen)) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  const count = document.querySelector<HTMLElement>('[data-body-count]');
  if (count) {
    const label = links.find((l) => same(l.dataset['bodyLink'], chosen))?.textContent?.trim() ?? '';
    count.textContent = chosen === null ? '' : `${shown} ${shown === 1 ? 'model' : 'models'}: ${label}`;
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
