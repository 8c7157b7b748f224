// `npm run dev` only: serves /similar/<car id>.json from the data store, as the build's
// post-step writes it (./write.ts), so the vehicle page's similar vehicles load in dev too.
import type { APIRoute, GetStaticPaths } from 'astro';
import { similarFeeds } from '../../features/vehicle/body/similar-feed.ts';
import { cardSettings } from '../../features/search/card-settings.ts';
import { listedCars } from '../../data/stock.ts';

let feeds: Promise<Map<number, string>> | undefined;
const allFeeds = () => (feeds ??= listedCars().then((listed) => similarFeeds(listed, cardSettings())));

export const getStaticPaths: GetStaticPaths = async () =>
  [...(await allFeeds()).keys()].map((id) => ({ params: { id: String(id) } }));

export const GET: APIRoute = async ({ params }) => {
  const feed = (await allFeeds()).get(Number(params['id']));
  return new Response(feed ?? '{"cards":[]}', { headers: { 'content-type': 'application/json' } });
};
