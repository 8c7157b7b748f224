// The sales counter (SPEC.md §2 Other, §4, §9): cars sold today by the core's
// rule (the dealer's number a day, 192 by default: one per 450 s, Brisbane time), re-evaluated every
// 150000 ms. The HTML carries the build's figure; the browser shows its own.
import { useEffect, useState } from 'react';
import { SALES_COUNTER_REFRESH_MS, salesSoFar } from '../../core/sales-counter.ts';
import { packedIsland } from '../../components/islands/packed-props.tsx';
import type { SalesCounterProps } from './types.ts';
import './home.css';

export function SalesCounter({ builtAt, perDay }: SalesCounterProps) {
  const [now, setNow] = useState(() => Date.parse(builtAt));
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, SALES_COUNTER_REFRESH_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  const sold = salesSoFar(now, perDay);
  return (
    <p className="sales-counter">
      <strong className="sales-counter__count">{sold.toLocaleString('en-AU')}</strong> {sold === 1 ? 'car' : 'cars'}{' '}
      sold today
    </p>
  );
}

export const SalesCounterIsland = packedIsland(SalesCounter);
export default SalesCounterIsland;
