import { useEffect, useRef, useState } from 'react';
import { animatedCount, SHOW_ME_ANIMATION_MS } from '../../core/search/show-me.ts';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The number to show while a count moves to `target`: counts up or down over
 * 1 second (SPEC.md §9) from whatever is shown, one step per animation frame;
 * with prefers-reduced-motion it jumps straight to the number.
 */
export function useCountUp(target: number, durationMs: number = SHOW_ME_ANIMATION_MS): number {
  const [shown, setShown] = useState(target);
  const current = useRef(target);
  useEffect(() => {
    const from = current.current;
    if (from === target) return;
    const duration = prefersReducedMotion() ? 0 : durationMs;
    const start = performance.now();
    let frame = 0;
    const step = () => {
      // performance.now(), not the frame's timestamp: some environments count those from another origin.
      const now = performance.now();
      const value = animatedCount(from, target, now - start, duration);
      current.current = value;
      setShown(value);
      if (value !== target || now - start < duration) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return shown;
}
