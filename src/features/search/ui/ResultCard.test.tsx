// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCard } from './ResultCard.tsx';
import { cardModel, type CardSettings } from './card-model.ts';
import type { CarSummary } from '~/data/car-summary.ts';
import { testCardSettings, testHit } from './testing/card-fixtures.ts';
import { linkedCarOf } from '~/core/lead-links.ts';

const settings = testCardSettings;
const hit = testHit;

function renderCard(car: CarSummary, overrides: Partial<CardSettings> = {}) {
  const { container } = render(<ResultCard card={cardModel(car, { ...settings, ...overrides })} />);
  return within(container).getByRole('article');
}

describe('ResultCard', () => {
  it('links name and image to the vehicle page and shows price, was-price, finance strip and chips', () => {
    const card = renderCard(hit);
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('2022 Toyota HiLux SR5 GUN126R');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/cars/2022-toyota-hilux-sr5-abc123');
    expect(within(card).getByText('$45,990').className).toBe('price__amount');
    expect(within(card).getByText('$48,990').className).toBe('was-price');
    expect(within(card).getByText('$187 /wk*')).toBeTruthy();
    expect(
      within(within(card).getByRole('list', { name: 'Key details' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['45,000 kms', 'Automatic', 'Diesel', 'Ute', '4x4']);
    expect(within(card).queryByText(/views/)).toBeNull();
  });

  it('shows the buttons the tenant enables, each named for the car', () => {
    const card = renderCard(hit);
    const labels = within(card)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels.slice(1)).toEqual([
      'View Details',
      'Enquiry: 2022 Toyota HiLux',
      'Book a Test Drive: 2022 Toyota HiLux',
      'Get Finance: 2022 Toyota HiLux',
      'Reserve this Car: 2022 Toyota HiLux',
    ]);
    const without = renderCard({ ...hit, id: 43 }, { reserveEnabled: false, financeLabel: null });
    expect(within(without).queryByText(/Reserve this Car/)).toBeNull();
    expect(within(without).queryByText(/Get Finance/)).toBeNull();
  });

  // A phone card carried five full-width buttons (21 cards made an 18,500 px page): two buttons,
  // the other lead buttons a compact row of links.
  it.each<[CardSettings['primaryAction'], Partial<CardSettings>, string, string[]]>([
    [undefined, {}, 'Enquiry', ['Book a Test Drive', 'Get Finance', 'Reserve this Car']],
    ['test_drive', {}, 'Book a Test Drive', ['Get Finance', 'Reserve this Car', 'Enquiry']],
    ['finance', {}, 'Get Finance', ['Book a Test Drive', 'Reserve this Car', 'Enquiry']],
    ['reserve', {}, 'Reserve this Car', ['Book a Test Drive', 'Get Finance', 'Enquiry']],
    // A primary action the car does not have falls back to Enquiry.
    ['reserve', { reserveEnabled: false }, 'Enquiry', ['Book a Test Drive', 'Get Finance']],
    ['finance', { financeLabel: null }, 'Enquiry', ['Book a Test Drive', 'Reserve this Car']],
  ])('primary action %s %j: two buttons, the rest a compact row', (primaryAction, overrides, action, rest) => {
    const card = renderCard(hit, { primaryAction, ...overrides });
    const actions = card.querySelector('.result-card__actions')!;
    expect([...actions.querySelectorAll('a')].map((a) => a.firstChild?.textContent)).toEqual(['View Details', action]);
    expect([...actions.querySelectorAll('a')].map((a) => a.className)).toEqual(['btn btn--accent', 'btn btn--outline']);
    const more = within(card).getByRole('list', { name: 'More for 2022 Toyota HiLux' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => a.firstChild?.textContent),
    ).toEqual(rest);
    expect(
      within(more)
        .getAllByRole('link')
        .every((a) => !a.classList.contains('btn')),
    ).toBe(true);
  });

  it('offers something similar instead of the normal buttons for a sold car', () => {
    const card = renderCard({ ...hit, status: 'sold', sold_date_timestamp: 1763600000 });
    expect(within(card).getByText('Like this and want something similar?')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Find Me Something Similar' })).toBeTruthy();
    expect(within(card).queryByText('View Details')).toBeNull();
    expect(within(card).getByText('JUST SOLD')).toBeTruthy();
    expect(within(card).queryByText(/\/wk\*/)).toBeNull();
  });

  it('lead links carry the car, so the form pages name and prefill it as the vehicle page does', () => {
    // Find Me Something Similar used to open a blank Contact Us form that did not name the car.
    const sold = renderCard({ ...hit, status: 'sold', sold_date_timestamp: 1763600000 });
    const href = within(sold).getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')!;
    const url = new URL(href, 'https://dealer.test');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('subcategory')).toBe('Find Me Something Similar');
    expect(linkedCarOf(url.searchParams)).toEqual({
      id: 42,
      title: '2022 Toyota HiLux SR5',
      make: 'Toyota',
      model: 'HiLux',
      car_type: 'used',
      status: 'sold',
      stocknum: 'U123',
      dealership_slug: 'metro-toyota',
      dealership_id: 1,
      tag: null,
      location_id: 11,
    });
    const card = renderCard(hit);
    for (const name of [/^Book a Test Drive/, /^Enquiry/]) {
      const link = new URL(within(card).getByRole('link', { name }).getAttribute('href')!, 'https://dealer.test');
      expect(linkedCarOf(link.searchParams)).toMatchObject({
        id: 42,
        title: '2022 Toyota HiLux SR5',
        status: 'in_stock',
      });
    }
  });

  it('uses the price precedence and the tenant no-price text', () => {
    expect(within(renderCard({ ...hit, price: 0, before_price: null })).getByText('Enquire for price.')).toBeTruthy();
    expect(
      within(renderCard({ ...hit, id: 2, price: 0, before_price: null }, { noPriceText: 'Call for price.' })).getByText(
        'Call for price.',
      ),
    ).toBeTruthy();
    expect(within(renderCard({ ...hit, id: 3, offer_price: 41990 })).getByText('$41,990')).toBeTruthy();
  });

  it('tags an electric car and shows the view count where the tenant sets it', () => {
    const card = renderCard({ ...hit, simple_fuel: 'Electric' }, { showViewCount: true });
    expect(card.querySelector('[data-tag]')?.textContent).toBe('Electric');
    expect(card.querySelector('[data-tag]')?.getAttribute('data-tag')).toBe('fuel');
    expect(within(card).getByText('120 views')).toBeTruthy();
  });

  it('draws the certified-pre-owned logo: a button opening the Toyota dialog, the luxury make logo alone', () => {
    const toyota = renderCard({ ...hit, certified: true }, { tags: { certifiedLogoEnabled: true } });
    const badge = within(toyota).getByRole('button', { name: 'Toyota Certified Pre-Owned: what this means' });
    expect(badge.getAttribute('popovertarget')).toBe('cpo-dialog');
    // Not inside the image link (a button may not sit in a link).
    expect(badge.closest('a')).toBeNull();

    const benz = renderCard(
      { ...hit, make: 'Mercedes-Benz', certified: true },
      { tags: { certifiedLuxuryMake: 'Mercedes-Benz' } },
    );
    expect(within(benz).queryByRole('button', { name: /Certified Pre-Owned/ })).toBeNull();
    expect(benz.querySelector('[data-tag="certified"]')?.textContent).toBe('Mercedes-Benz Certified Pre-Owned');
  });

  it("loads the first result's image at once and first (the LCP element), the others lazily", () => {
    const { container } = render(
      <>
        <ResultCard card={cardModel(hit, settings)} priority />
        <ResultCard card={cardModel({ ...hit, id: 2 }, settings)} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect([first?.getAttribute('loading'), first?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second?.getAttribute('loading'), second?.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
