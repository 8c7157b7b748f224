// A marker's popup, built with the DOM (text only, never HTML from data): the
// location's name, address, phone, today's hours and its links. Built in
// plain DOM rather than a React portal so the map chunk does not import
// react-dom (a shared react-dom chunk added 0.5 KB to the vehicle page's
// JavaScript at load).
import { statusLine, todayLine } from './today.ts';
import type { MapPlace } from './types.ts';

export interface PopupOptions {
  timeZone: string;
  /** Offer View Location Details (not on the location's own page). */
  detailsLinks: boolean;
  headingLevel: 2 | 3;
  now?: Date;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

function link(href: string, label: string, hidden: string, newTab = false): HTMLLIElement {
  const item = element('li');
  const a = element('a', label, { href, ...(newTab ? { target: '_blank', rel: 'noopener' } : {}) });
  a.append(element('span', hidden, { class: 'visually-hidden' }));
  item.append(a);
  return item;
}

/** The popup content of one place. */
export function popupContent(place: MapPlace, options: PopupOptions): HTMLElement {
  const root = element('div', undefined, { class: 'map-popup' });
  root.append(
    element(options.headingLevel === 2 ? 'h2' : 'h3', place.name, { class: 'map-popup__title', tabindex: '-1' }),
  );
  const address = element('address');
  place.addressLines.forEach((line, i) => {
    if (i > 0) address.append(element('br'));
    address.append(document.createTextNode(line));
  });
  root.append(address);
  if (place.phone) {
    const p = element('p');
    p.append(element('a', place.phone.display, { href: place.phone.href }));
    root.append(p);
  }
  const now = options.now ?? new Date();
  root.append(element('p', todayLine(place, now, options.timeZone)));
  root.append(element('p', statusLine(place.schedule, now, options.timeZone), { class: 'open-status' }));
  const links = element('ul');
  if (options.detailsLinks && place.detailsHref)
    links.append(link(place.detailsHref, 'View Location Details', ` for ${place.name}`));
  if (place.directionsHref !== '')
    links.append(link(place.directionsHref, 'Get Directions', ` to ${place.name} (opens in a new tab)`, true));
  if (place.stockHref) links.append(link(place.stockHref, 'View Our Stock', ` at ${place.name}`));
  root.append(links);
  return root;
}
