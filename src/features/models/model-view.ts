// What the model card and the model page both show of a model, from the core.
import {
  minimumDisplayedPrice,
  modelCardTitle,
  modelStatusDisplay,
  type ModelStatusDisplay,
} from '../../core/models.ts';
import { formatCurrency } from '../../core/money.ts';
import type { CurrencyCode } from '../../core/types.ts';
import type { ModelOutput } from '../../data/schemas.ts';

export interface ModelView {
  title: string;
  status: ModelStatusDisplay | null;
  /** 'From $45,990', or null without a positive DAP price. */
  fromPrice: string | null;
  image: string;
}

/** `withMake`: the title names the make (a range of several makes, core `rangeHasSeveralMakes`). */
export function modelView(model: ModelOutput, currency: CurrencyCode, { withMake = false } = {}): ModelView {
  const from = minimumDisplayedPrice(model.model_variants);
  return {
    title: modelCardTitle(model, { withMake }),
    status: modelStatusDisplay(model.status),
    fromPrice: from === null ? null : `From ${formatCurrency(from, currency)}`,
    image: model.image?.url ?? model.cloudfront_new_image_url ?? '/sample-images/coming-soon.svg',
  };
}
