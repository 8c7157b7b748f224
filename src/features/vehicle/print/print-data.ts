// The printable facts of a car, read from its own built page: the page's
// schema.org JSON-LD (name, images, VIN, price, seller) and its details and
// key-information lists, as plain text. The print page needs no per-car
// build output and never injects the fetched HTML. Browser-only (an inert <template>).

import { formatAddress } from '~/core/address.ts';

export interface PrintCar {
  title: string;
  subtitle: string | null;
  image: string | null;
  price: string | null;
  rows: Array<[string, string]>;
  comments: string | null;
  seller: { name: string | null; phone: string | null; address: string | null };
  url: string;
}

/** A car slug as URLs carry it; anything else is refused before any request. */
export function isCarSlug(value: string | null): value is string {
  return typeof value === 'string' && /^[a-z0-9-]{1,200}$/.test(value);
}

function text(el: Element | null | undefined): string | null {
  const t = el?.textContent?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
}

function specRows(list: Element | null): Array<[string, string]> {
  if (!list) return [];
  const rows: Array<[string, string]> = [];
  for (const dt of Array.from(list.querySelectorAll('dt'))) {
    const label = text(dt);
    const value = text(dt.nextElementSibling?.tagName === 'DD' ? dt.nextElementSibling : null);
    if (label && value) rows.push([label, value]);
  }
  return rows;
}

interface JsonLdCar {
  name?: string;
  image?: string[];
  url?: string;
  offers?: {
    price?: number;
    seller?: {
      name?: string;
      telephone?: string;
      address?: {
        streetAddress?: string;
        addressLocality?: string;
        addressRegion?: string;
        postalCode?: string;
        addressCountry?: string;
      };
    };
  };
}

/**
 * The JSON-LD carries absolute image URLs on the production domain; an image
 * of the site itself is used by path, so previews and staging copies print
 * their own images. Images on other hosts (a CDN) stay absolute.
 */
function sameSiteImage(image: string | undefined, pageUrl: string | undefined): string | null {
  if (!image) return null;
  try {
    const img = new URL(image);
    return pageUrl && new URL(pageUrl).host === img.host ? `${img.pathname}${img.search}` : img.href;
  } catch {
    return null;
  }
}

type JsonLdSeller = NonNullable<NonNullable<JsonLdCar['offers']>['seller']>;

function dealerNode(doc: ParentNode): JsonLdSeller | null {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const node = JSON.parse(script.textContent ?? '') as { '@type'?: unknown };
      if (node['@type'] === 'AutoDealer') return node as JsonLdSeller;
    } catch {
      // not JSON: skipped
    }
  }
  return null;
}

/** Reads the printable facts from a vehicle page's HTML; null when it is not a vehicle page. */
export function printCarFromHtml(html: string, pageUrl: string): PrintCar | null {
  // Parsed into an inert template, not with DOMParser: a parsed document's <style> elements are
  // checked against the page's CSP, and the car page's inlined styles are not the print page's.
  const template = document.createElement('template');
  template.innerHTML = html;
  const doc = template.content;
  const ldText = doc.querySelector('script[type="application/ld+json"]')?.textContent;
  let ld: JsonLdCar | null = null;
  try {
    const parsed: unknown = ldText ? JSON.parse(ldText) : null;
    // The vehicle page's node is a Car, a Motorcycle or (a caravan) a Vehicle (core structured-data.ts).
    const type = parsed && typeof parsed === 'object' ? (parsed as { '@type'?: unknown })['@type'] : null;
    if (type === 'Car' || type === 'Motorcycle' || type === 'Vehicle') ld = parsed as JsonLdCar;
  } catch {
    ld = null;
  }
  if (!ld) return null;
  const details = doc.querySelector('#details-title')?.parentElement?.querySelector(':scope > dl') ?? null;
  const key = doc.querySelector('#key-information dl');
  const seen = new Set<string>();
  const rows = [...specRows(details), ...specRows(key)].filter(([label]) => !seen.has(label) && seen.add(label));
  const comments = doc.querySelector('.dealer-comments');
  comments?.querySelectorAll('h3, summary, .dealer-comments__preview').forEach((e) => e.remove());
  // A car without a shown price has no Offer; its page names the dealer in an AutoDealer node.
  const seller = ld.offers?.seller ?? dealerNode(doc);
  const a = seller?.address;
  const address = formatAddress(
    a && { street: a.streetAddress, city: a.addressLocality, state: a.addressRegion, postcode: a.postalCode },
    a?.addressCountry === 'NZ' ? 'NZ' : 'AU',
  );
  return {
    title: ld.name ?? text(doc.querySelector('h1')) ?? 'Vehicle',
    subtitle: text(doc.querySelector('.vehicle__sub')),
    image: sameSiteImage(ld.image?.[0], ld.url),
    price: text(doc.querySelector('.vehicle__summary .price')),
    rows,
    comments: text(comments),
    seller: {
      name: seller?.name ?? null,
      phone: seller?.telephone ?? null,
      address: address || null,
    },
    url: ld.url ?? pageUrl,
  };
}
