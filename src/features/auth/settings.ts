/** The sign-in gating switches an island needs, from the tenant's `gating` settings (build time). */
import type { SiteConfig } from '../../config/site-schema.ts';
import type { SignInSettings } from '../../core/sign-in.ts';

export function gateSettings(site: SiteConfig): Required<SignInSettings> {
  return {
    gateTradeIn: site.gating.trade_in,
    gateSellMyCar: site.gating.sell_my_car,
    gateCheckout: site.gating.checkout,
    gateFinance: site.gating.finance,
  };
}
