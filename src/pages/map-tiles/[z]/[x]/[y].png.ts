// The offline map tiles (`maps.tile_url` = /map-tiles/{z}/{x}/{y}.png): built
// only for a tenant using that template, around its locations.
import type { APIRoute, GetStaticPaths } from 'astro';
import { localTilePaths } from '~/features/locations/props.server.ts';
import { tilePng } from '~/features/locations/tiles.server.ts';
import { staticProps } from '~/core/static-props.ts';

export const getStaticPaths = (async () => localTilePaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async (context) => {
  // The render bundle renders on request: only the listed tiles (core/static-props.ts).
  const listed = await staticProps(context, getStaticPaths);
  if (listed instanceof Response) return listed;
  const { params } = context;
  const png = tilePng({ z: Number(params['z']), x: Number(params['x']), y: Number(params['y']) });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
