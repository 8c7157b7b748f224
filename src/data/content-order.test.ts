import { describe, expect, it } from 'vitest';
import { contentLayerOrder } from './content-order.ts';

describe('contentLayerOrder', () => {
  it.each([
    [
      [4, 20, 24, 35, 41],
      [20, 24, 35, 4, 41],
    ],
    [
      [2, 1, 10],
      [1, 10, 2],
    ],
    [
      ['b', 'a'],
      ['a', 'b'],
    ],
    [[], []],
  ])('%o -> %o', (ids, expected) => {
    const records = ids.map((id) => ({ id, name: `r${id}` }));
    expect(contentLayerOrder(records).map((r) => r.id)).toEqual(expected);
    expect(records.map((r) => r.id)).toEqual(ids);
  });
});
