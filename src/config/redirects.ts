/** Older addresses of the dealership locator (SPEC.md §2 /dealer-locator, /find-my-dealer): astro.config.mjs's `redirects`. */
export const CONFIG_REDIRECTS: Readonly<Record<string, string>> = {
  '/dealer-locator': '/dealerships',
  '/find-my-dealer': '/dealerships',
};
