// Island props as one JSON string. Astro serialises a hydrated component's
// props with its own recursive walk (every value becomes a [type, value]
// pair), twice per island: once for the island's id hash, once for the
// `props` attribute, which adds up on the vehicle page, built 20,000 times per
// tenant (measured in docs/performance.md, Build). A string prop costs one
// native JSON.stringify instead.
//
// In an .astro page:      <VehicleToolsIsland client:visible {...packProps(tools)} />
// In the island's module: export const VehicleToolsIsland = packedIsland(VehicleTools);
//
// The island renders the same component with the same props on the server
// and in the browser, so the HTML and hydration are unchanged. In the browser
// it parses the JSON. On the server it takes the object the page just packed
// (`recent`, a cache by JSON text): parsing it again cost as much as the walk
// saved. A miss (cache cleared, or an island rendered elsewhere) parses, so
// the cache never changes what is rendered. Props must be plain JSON (no Date,
// Map, Set, URL, function, bigint): `JsonSafe` rejects those at compile time.
import { createElement, useMemo, type ComponentType, type ReactElement } from 'react';

declare const propsType: unique symbol;

/** What `packProps` gives an island: its props, as JSON. */
export interface PackedProps<P> {
  readonly json: string;
  /** Type only: the props inside `json`. */
  readonly [propsType]?: P;
}

type Deeper = [0, 0, 1, 2, 3, 4, 5, 6];

/**
 * A type whose values survive JSON.stringify / JSON.parse unchanged (never where they would
 * not), checked 7 levels deep (library types such as InstantSearch's server state go deeper).
 */
export type JsonSafe<T, Depth extends number = 7> = Depth extends 0
  ? T
  : T extends bigint | symbol | Date | RegExp | URL | ReadonlyMap<unknown, unknown> | ReadonlySet<unknown>
    ? never
    : T extends (...args: never[]) => unknown
      ? never
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K], Deeper[Depth]> }
        : T;

/**
 * Props packed on this thread and not yet rendered, by their JSON. A page packs
 * about ten and renders them at once; client:only islands are packed but never
 * rendered here, so the cache is emptied whenever it holds {@link RECENT_MAX}.
 */
const recent = new Map<string, unknown>();
const RECENT_MAX = 256;

/** The props of an island as one string prop (for `packedIsland` components). */
export function packProps<P extends object>(props: P & JsonSafe<P>): PackedProps<P> {
  const json = JSON.stringify(props);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(json, props);
  return { json };
}

/** The props packed by `packProps`: the packed object on the thread that packed it, else parsed. */
export function unpackProps<P>(packed: PackedProps<P>): P {
  // Browser bundles drop this branch (nothing is packed there): the vehicle page's JS budget is tight.
  if (import.meta.env.SSR) {
    const props = recent.get(packed.json);
    if (props !== undefined) {
      recent.delete(packed.json);
      return props as P;
    }
  }
  return JSON.parse(packed.json) as P;
}

/** `Component` as an island taking its props from `packProps`. */
export function packedIsland<P extends object>(Component: ComponentType<P>): (packed: PackedProps<P>) => ReactElement {
  function PackedIsland({ json }: PackedProps<P>): ReactElement {
    const props = useMemo(() => unpackProps<P>({ json }), [json]);
    return createElement(Component, props);
  }
  return PackedIsland;
}
