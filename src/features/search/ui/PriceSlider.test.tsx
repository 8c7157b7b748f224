// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceRange } from '~/core/inputs.ts';
import { PriceSlider } from './PriceSlider.tsx';

afterEach(cleanup);

function Harness({ start, seen }: { start: PriceRange; seen: PriceRange[] }) {
  const [value, setValue] = useState(start);
  return (
    <PriceSlider
      value={value}
      currency="AUD"
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('PriceSlider', () => {
  it('has two labelled native sliders, step 500, bounds 5000..250000', () => {
    render(<Harness start={{ lower: 5000, upper: 250000 }} seen={[]} />);
    for (const name of ['Minimum price', 'Maximum price']) {
      const slider = screen.getByRole('slider', { name });
      expect(slider.getAttribute('min')).toBe('5000');
      expect(slider.getAttribute('max')).toBe('250000');
      expect(slider.getAttribute('step')).toBe('500');
    }
    expect(screen.getByRole('group', { name: 'Budget' })).toBeTruthy();
    expect(screen.getByText('$5,000 to $250,000+')).toBeTruthy();
  });

  it.each([
    // lower moved past the upper handle stops at upper - 1 (SPEC.md §5)
    ['Minimum price', 30000, { lower: 20000, upper: 20500 }, { lower: 20499, upper: 20500 }],
    ['Minimum price', 12000, { lower: 5000, upper: 20000 }, { lower: 12000, upper: 20000 }],
    // upper moved below the lower handle stops at lower + 1
    ['Maximum price', 5000, { lower: 20000, upper: 40000 }, { lower: 20000, upper: 20001 }],
    ['Maximum price', 100000, { lower: 20000, upper: 40000 }, { lower: 20000, upper: 100000 }],
  ])('%s to %i from %j gives %j', (name, to, start, expected) => {
    const seen: PriceRange[] = [];
    render(<Harness start={start} seen={seen} />);
    fireEvent.change(screen.getByRole('slider', { name }), { target: { value: String(to) } });
    expect(seen.at(-1)).toEqual(expected);
    expect(seen.at(-1)!.lower).toBeLessThan(seen.at(-1)!.upper);
  });
});
