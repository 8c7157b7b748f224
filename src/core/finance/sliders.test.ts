import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FINANCE_RULES, FIXED_INTEREST_RULE, SHORT_TERM_RULE, financeRules } from './rules.ts';
import {
  typedSliderValue,
  withStops,
  amountSlider,
  clampToBounds,
  clampToSlider,
  interestSlider,
  nearestStopIndex,
  sliderBounds,
  sliderStops,
  termSlider,
  type SliderSpec,
} from './sliders.ts';

describe('amountSlider (SPEC.md §5 loan amount)', () => {
  it.each<[string, number | null, Partial<typeof DEFAULT_FINANCE_RULES>, SliderSpec]>([
    ['default', 45990, {}, { kind: 'range', min: 1000, max: 100000, step: 500 }],
    ['min 5000 preset', 45990, financeRules('minimumAmount5000'), { kind: 'range', min: 5000, max: 100000, step: 500 }],
    [
      'price-scaled max, cheap car keeps 100000',
      90000,
      { amountMaxScalesWithPrice: true },
      { kind: 'range', min: 1000, max: 100000, step: 500 },
    ],
    // 95238 x 1.05 = 99999.9 -> 100000 (not above)
    [
      'price-scaled max at the boundary',
      95238,
      { amountMaxScalesWithPrice: true },
      { kind: 'range', min: 1000, max: 100000, step: 500 },
    ],
    // 150000 x 1.05 = 157500 (on a step)
    [
      'price-scaled max, high-priced car',
      150000,
      { amountMaxScalesWithPrice: true },
      { kind: 'range', min: 1000, max: 157500, step: 500 },
    ],
    // 120990 x 1.05 = 127039.5 -> next step 127500
    [
      'price-scaled max rounds up to a step',
      120990,
      { amountMaxScalesWithPrice: true },
      { kind: 'range', min: 1000, max: 127500, step: 500 },
    ],
    ['no scaling without the option', 150000, {}, { kind: 'range', min: 1000, max: 100000, step: 500 }],
  ])('%s', (_label, price, rules, expected) => {
    expect(amountSlider(price, { ...DEFAULT_FINANCE_RULES, ...rules })).toEqual(expected);
  });
});

describe('termSlider and interestSlider (SPEC.md §5)', () => {
  it('default term 1 to 7 by 0.5', () =>
    expect(termSlider(DEFAULT_FINANCE_RULES)).toEqual({ kind: 'range', min: 1, max: 7, step: 0.5 }));
  it('short term max 5', () =>
    expect(termSlider({ term: SHORT_TERM_RULE })).toEqual({ kind: 'range', min: 1, max: 5, step: 0.5 }));
  it('custom year list, sorted', () =>
    expect(termSlider({ term: { kind: 'years', years: [5, 1, 3] } })).toEqual({ kind: 'list', values: [1, 3, 5] }));
  it('default interest 0.5 to 15 by 0.5', () =>
    expect(interestSlider(DEFAULT_FINANCE_RULES)).toEqual({ kind: 'range', min: 0.5, max: 15, step: 0.5 }));
  it('per-provider bounds', () =>
    expect(interestSlider({ interest: { kind: 'range', min: 7.5, max: 14.5, step: 0.5 } })).toEqual({
      kind: 'range',
      min: 7.5,
      max: 14.5,
      step: 0.5,
    }));
  it('locked at 12.94', () =>
    expect(interestSlider({ interest: FIXED_INTEREST_RULE })).toEqual({ kind: 'locked', value: 12.94 }));
});

describe('clampToSlider (SPEC.md §5)', () => {
  const amount: SliderSpec = { kind: 'range', min: 1000, max: 100000, step: 500 };
  const term: SliderSpec = { kind: 'range', min: 1, max: 7, step: 0.5 };
  it.each<[SliderSpec, number, number]>([
    [amount, 999, 1000],
    [amount, 1000, 1000],
    [amount, 1249, 1000],
    [amount, 1250, 1500],
    [amount, 100000, 100000],
    [amount, 100001, 100000],
    [amount, 250000, 100000],
    [term, 0.5, 1],
    [term, 7.5, 7],
    [term, 3.3, 3.5],
    [{ kind: 'list', values: [1, 3, 5] }, 4.2, 5],
    [{ kind: 'list', values: [1, 3, 5] }, 4, 3],
    [{ kind: 'locked', value: 12.94 }, 5, 12.94],
    [amount, Number.NaN, 1000],
  ])('%j: %s -> %s', (slider, value, expected) => {
    expect(clampToSlider(value, slider)).toBe(expected);
  });

  it('always lands within bounds and on the step grid', () => {
    const slider = fc.oneof(
      fc
        .record({
          min: fc.integer({ min: 0, max: 20 }),
          span: fc.integer({ min: 1, max: 40 }),
          step: fc.constantFrom(0.5, 1, 500),
        })
        .map(({ min, span, step }): SliderSpec => ({ kind: 'range', min: min * step, max: (min + span) * step, step })),
      fc
        .uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1 })
        .map((values): SliderSpec => ({ kind: 'list', values })),
    );
    fc.assert(
      fc.property(slider, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (s, value) => {
        const v = clampToSlider(value, s);
        const { min, max } = sliderBounds(s);
        expect(v).toBeGreaterThanOrEqual(min);
        expect(v).toBeLessThanOrEqual(max);
        if (s.kind === 'range') expect(Number.isInteger(Number(((v - s.min) / s.step).toFixed(9)))).toBe(true);
        if (s.kind === 'list') expect(s.values).toContain(v);
      }),
    );
  });
});

describe('sliderStops: the values a slider can take, off-grid figures included (SPEC.md §5)', () => {
  const interest: SliderSpec = { kind: 'range', min: 0.5, max: 15, step: 0.5 };
  const amount: SliderSpec = { kind: 'range', min: 1000, max: 100000, step: 500 };
  const halves = Array.from({ length: 30 }, (_, i) => (i + 1) / 2);

  it.each<[string, SliderSpec, number[], number[]]>([
    ['interest 0.5 to 15 by 0.5: 30 stops', interest, [], halves],
    // 10.9% is not on the 0.5 grid: a stop between 10.5 and 11
    ['with an offer rate of 10.9%', interest, [10.9], [...halves.slice(0, 21), 10.9, ...halves.slice(21)]],
    ['a pinned value on the grid adds nothing', interest, [10.5], halves],
    ['pinned values outside the bounds are ignored', interest, [0.2, 15.45, Number.NaN], halves],
    ['custom year list with an offer of 4 years', { kind: 'list', values: [3, 5, 7] }, [4], [3, 4, 5, 7]],
    ['locked rate', { kind: 'locked', value: 12.94 }, [10.9], [12.94]],
    ['a max off the step is still a stop', { kind: 'range', min: 0, max: 1200, step: 500 }, [], [0, 500, 1000, 1200]],
  ])('%s', (_label, slider, pinned, expected) => {
    expect(sliderStops(slider, pinned)).toEqual(expected);
  });

  it('amount 1000 to 100000 by 500 with a $54,990 price: 200 stops, the price between 54,500 and 55,000', () => {
    const stops = sliderStops(amount, [54990]);
    expect(stops).toHaveLength(200);
    expect(stops.slice(107, 110)).toEqual([54500, 54990, 55000]);
    expect([stops[0], stops.at(-1)]).toEqual([1000, 100000]);
  });

  it.each<[number[], number, number]>([
    [[0.5, 1, 10.5, 10.9, 11], 10.9, 3],
    [[0.5, 1, 10.5, 10.9, 11], 10.7, 2],
    [[0.5, 1, 10.5, 10.9, 11], 99, 4],
    [[0.5, 1, 10.5, 10.9, 11], Number.NaN, 0],
  ])('nearestStopIndex(%j, %s) = %s', (stops, value, expected) => {
    expect(nearestStopIndex(stops, value)).toBe(expected);
  });

  it.each<[SliderSpec, number, number]>([
    [amount, 178990, 100000],
    [amount, 54990, 54990],
    [amount, 500, 1000],
    [interest, 10.9, 10.9],
    [interest, 15.45, 15],
    [{ kind: 'list', values: [3, 5, 7] }, 4, 4],
    [{ kind: 'list', values: [3, 5, 7] }, 8, 7],
    [{ kind: 'locked', value: 12.94 }, 10.9, 12.94],
    [amount, Number.NaN, 1000],
  ])('clampToBounds(%j, %s) = %s (kept, not snapped, inside the bounds)', (slider, value, expected) => {
    expect(clampToBounds(value, slider)).toBe(expected);
  });
});

describe('typedSliderValue: what a shopper types beside a slider', () => {
  const amount = [1000, 1500, 2000, 99_500, 100_000];
  const term = [1, 1.5, 2, 2.5, 3, 5, 7];
  const rate = [0.5, 1, 10.5, 11, 15];
  it.each<[string, readonly number[], 'money' | 'stop' | 'rate', number | null]>([
    ['69990', amount, 'money', 69_990],
    ['$69,990', amount, 'money', 69_990],
    ['69990.6', amount, 'money', 69_991],
    ['-5', amount, 'money', 1000],
    ['500', amount, 'money', 1000],
    ['250000', amount, 'money', 100_000],
    ['', amount, 'money', null],
    ['abc', amount, 'money', null],
    ['-', amount, 'money', null],
    ['4.3', term, 'stop', 5],
    ['2.7', term, 'stop', 2.5],
    ['12', term, 'stop', 7],
    ['10.9', rate, 'rate', 10.9],
    ['10.876', rate, 'rate', 10.88],
    ['0.1', rate, 'rate', 0.5],
    ['20 %', rate, 'rate', 15],
  ])('%s -> %s', (text, stops, kind, expected) => {
    expect(typedSliderValue(text, stops, kind)).toBe(expected);
  });
});

describe('withStops', () => {
  it.each<[readonly number[], readonly number[], readonly number[]]>([
    [[1000, 1500], [], [1000, 1500]],
    [[1000, 1500], [1200], [1000, 1200, 1500]],
    [
      [1000, 1500],
      [1500, 1200, 1200],
      [1000, 1200, 1500],
    ],
  ])('%j + %j -> %j', (stops, values, expected) => {
    expect(withStops(stops, values)).toEqual(expected);
  });
});
