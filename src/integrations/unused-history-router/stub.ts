// Stands in for InstantSearch's history router in the browser bundle (./index.ts). Only called
// when an InstantSearch instance gets `routing` without a router, which no page does.
export default function historyRouter(): never {
  throw new Error('InstantSearch routing needs a router: pass the site search router (src/features/search/router.ts)');
}
