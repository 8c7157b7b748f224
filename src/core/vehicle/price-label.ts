/**
 * The label beside a car's price: one of a fixed set, never the feed's free text, so a
 * card, the vehicle page, the compare page, the feeds and the JSON-LD all say the same words.
 * - 'Drive Away': the whole price to drive the car away, registration, stamp duty, CTP and dealer
 *   delivery included (ACCC, component pricing and motor vehicle advertising, ACL s48);
 * - 'Excl. Govt. Charges': the price before stamp duty, registration and CTP;
 * - 'Plus ORC': the price before on-road costs (registration, licensing, dealer delivery).
 * The feed's `price_type` text is matched case-insensitively against each label's spellings; text
 * that matches none gives no label (and the price shows alone) rather than words we cannot vouch for.
 */
export const PRICE_LABELS = {
  drive_away: 'Drive Away',
  excl_govt_charges: 'Excl. Govt. Charges',
  plus_orc: 'Plus ORC',
} as const;

export type PriceLabelKey = keyof typeof PRICE_LABELS;
export type PriceLabel = (typeof PRICE_LABELS)[PriceLabelKey];

const SPELLINGS: Record<PriceLabelKey, readonly string[]> = {
  drive_away: ['drive away', 'driveaway', 'dap', 'drive away price', 'drive away no more to pay'],
  excl_govt_charges: [
    'excl govt charges',
    'ex govt charges',
    'egc',
    'excluding government charges',
    'excl government charges',
    'before government charges',
  ],
  plus_orc: ['plus orc', 'orc', 'excl orc', 'plus on road costs', 'excluding on road costs', 'ex orc'],
};

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[.\-_/,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const BY_SPELLING = new Map<string, PriceLabelKey>(
  (Object.entries(SPELLINGS) as Array<[PriceLabelKey, readonly string[]]>).flatMap(([key, list]) =>
    [...list, PRICE_LABELS[key]].map((s) => [normalise(s), key] as const),
  ),
);

/** The label key a feed's price_type means, or null when it is none of the set. */
export function priceLabelKey(priceType: string | null | undefined): PriceLabelKey | null {
  if (!priceType) return null;
  return BY_SPELLING.get(normalise(priceType)) ?? null;
}

/** The label shown beside a car's price ('Drive Away'), or null. */
export function priceLabel(priceType: string | null | undefined): PriceLabel | null {
  const key = priceLabelKey(priceType);
  return key ? PRICE_LABELS[key] : null;
}
