// What a result card needs of the tenant's settings: one place for the search island, the search
// landing pages and the similar-cars feed (src/features/vehicle/body/similar-feed.ts). Plain
// TypeScript with no Astro or React import, so the build's post-step can load it under Node.
import { imageTagOptions } from '../../config/core-options.ts';
import type { CardSettings } from './ui/card-model.ts';
import { apiBaseUrl, buildNow, currency, site } from '../../site.ts';

/** The card settings of this tenant (serialisable: the island gets the same). */
export function cardSettings(): CardSettings {
  return {
    currency,
    noPriceText: site.pricing.no_price_text,
    tags: imageTagOptions(site),
    reserveEnabled: site.features.reserve,
    financeLabel: site.finance_provider ? 'Get Finance' : 'Finance Enquiry',
    showViewCount: site.features.card_view_count,
    now: buildNow.toISOString(),
    primaryAction: site.search.card_primary_action,
    garage: {
      favourites: site.features.favourites,
      favouritesRestricted: site.features.favourites_used_priced_with_images_only,
      compare: site.features.compare,
      watchlist: site.features.watchlist && site.features.sign_in,
      analytics: site.analytics.enabled,
      api: { baseUrl: apiBaseUrl, site: site.slug },
    },
  };
}
