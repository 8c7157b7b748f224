import { catalogueFromFacets } from '../../../core/search/routing.ts';
import { DEFAULT_MONEY_QUICK_PICKS } from '../../../core/inputs.ts';
import { FIXTURE_NOW } from '../../../search/testing/fixture.ts';
import type { SearchAppSettings } from '../SearchApp.tsx';

/** The search island's settings for the fixture site; a test overrides what it is about. */
export function fixtureSearchSettings(overrides: Partial<SearchAppSettings> = {}): SearchAppSettings {
  return {
    catalogue: catalogueFromFacets({}),
    card: {
      currency: 'AUD',
      noPriceText: 'Enquire for price.',
      tags: {},
      reserveEnabled: false,
      financeLabel: null,
      showViewCount: false,
      now: FIXTURE_NOW.toISOString(),
    },
    sortOptions: [{ value: 'featured', label: 'Featured' }],
    hitsPerPage: 5,
    promoPositions: [],
    popularMakes: null,
    landing: { refinementList: {} },
    siteName: 'Harbour Motors',
    prebuiltPages: {},
    moneyQuickPicks: DEFAULT_MONEY_QUICK_PICKS,
    api: null,
    country: 'AU',
    dealershipLocations: [],
    offersClearPath: '/special-offers',
    ...overrides,
  };
}
