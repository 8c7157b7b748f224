/** Finance rules of the pure core (SPEC.md §3, §4, §5, §7, §8, §9); one import point. */
export * from './analytics.ts';
export * from './annuity.ts';
export * from './calculator.ts';
export * from './disclaimer.ts';
export * from './estimate.ts';
export * from './fees.ts';
export * from './frequency.ts';
export * from './offer.ts';
export * from './quote.ts';
export * from './rounding.ts';
export * from './rules.ts';
export * from './sliders.ts';
export * from './start.ts';
export * from './teaser.ts';
