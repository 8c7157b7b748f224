/**
 * The trade-in slice's props builder: the settings -> the valuation island's and the FAQ's props
 * for /trade-in, /sell-my-car and /cars/trade-in. Server only.
 */
import { gateSettings } from '../auth/settings.ts';
import { leadFormSettings } from '../leads/settings.ts';
import { apiBaseUrl, site, timeZone } from '../../site.ts';
import type { TradeInIslandProps } from './TradeInIsland.tsx';

/**
 * The island's props. The online valuation (features.autograb_trade_in) is for trade-ins only;
 * `carFromQuery`: the car of ?car_id= is attached to the lead (/cars/trade-in).
 */
export function tradeInIslandProps(
  kind: TradeInIslandProps['kind'],
  { carFromQuery = false }: { carFromQuery?: boolean } = {},
): TradeInIslandProps {
  return {
    kind,
    settings: leadFormSettings(site, apiBaseUrl),
    gating: gateSettings(site),
    valuation: kind === 'trade-in' && site.features.autograb_trade_in,
    sendValuationToMiscellaneous: site.forms.send_valuation_to_miscellaneous,
    timeZone,
    ...(carFromQuery ? { carFromQuery: true } : {}),
  };
}

/** The FAQ's props (./TradeInFaq.astro). */
export function tradeInFaqProps(): { siteName: string } {
  return { siteName: site.name };
}
