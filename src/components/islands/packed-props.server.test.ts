// packProps / unpackProps where Astro renders islands: on the server
// (import.meta.env.SSR, the node environment), with the cache of packed props.
// The island in the browser is in packed-props.test.tsx.
import { describe, expect, it } from 'vitest';
import { packProps, unpackProps } from './packed-props.tsx';

interface CounterProps {
  label: string;
  start: number;
  tags: string[];
  note?: string | null;
}

describe('packProps', () => {
  it.each<[string, CounterProps]>([
    ['plain values', { label: 'Views', start: 3, tags: ['a', 'b'] }],
    ['null and text with quotes and markup', { label: '"Quoted" <b>&</b>', start: 0, tags: [], note: null }],
    ['non-ASCII text', { label: 'Māori – “quotes” €', start: -1.5, tags: ['ā'] }],
  ])('gives the island the same props on the server and in the browser (%s)', (_, props) => {
    const packed = packProps(props);
    expect(unpackProps(packed)).toEqual(props);
    // The browser has only the text.
    expect(JSON.parse(packed.json)).toEqual(props);
  });

  it('on the thread that packed them, the island gets the very object once, then parses', () => {
    const props: CounterProps = { label: 'Once', start: 1, tags: ['x'] };
    const packed = packProps(props);
    expect(unpackProps(packed)).toBe(props);
    const again = unpackProps(packed);
    expect(again).not.toBe(props);
    expect(again).toEqual(props);
  });

  it('keeps at most 256 packed props waiting (islands never rendered here are let go)', () => {
    const first: CounterProps = { label: 'first', start: 0, tags: [] };
    const firstPacked = packProps(first);
    const rest = Array.from({ length: 300 }, (_, i) => ({ label: `n${i}`, start: i, tags: [] }));
    const packed = rest.map((p) => packProps(p));
    expect(unpackProps(firstPacked)).not.toBe(first);
    expect(unpackProps(firstPacked)).toEqual(first);
    expect(unpackProps(packed[299]!)).toBe(rest[299]);
  });

  it('rejects props JSON would change, at compile time', () => {
    // @ts-expect-error a Date would reach the browser as a string
    expect(typeof packProps({ when: new Date(0) }).json).toBe('string');
    // @ts-expect-error a function would be dropped
    expect(packProps({ onClick: () => 1 }).json).toBe('{}');
  });
});
