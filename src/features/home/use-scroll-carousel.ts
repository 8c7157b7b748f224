// A scroll-snap track moved by buttons: the shared behaviour of the hero and
// featured-stock carousels. The track scrolls natively (swipe, trackpad,
// keyboard when focused), so it works before hydration and without
// JavaScript; the buttons scroll it by one item or one view.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useScrollCarousel(count: number) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(count <= 1);

  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    const update = () => {
      const items = [...el.children] as HTMLElement[];
      const left = el.scrollLeft;
      let nearest = 0;
      items.forEach((item, i) => {
        if (
          Math.abs(item.offsetLeft - el.offsetLeft - left) < Math.abs(items[nearest]!.offsetLeft - el.offsetLeft - left)
        )
          nearest = i;
      });
      setIndex(nearest);
      setAtStart(left <= 1);
      setAtEnd(left + el.clientWidth >= el.scrollWidth - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const goTo = useCallback((i: number) => {
    const el = trackRef.current;
    const item = el?.children[i] as HTMLElement | undefined;
    if (!el || !item) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: item.offsetLeft - el.offsetLeft, behavior: smooth ? 'smooth' : 'instant' });
  }, []);

  /** One item for full-width slides, one view for card rows. */
  const step = useCallback((direction: -1 | 1, byView = false) => {
    const el = trackRef.current;
    if (!el) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const first = el.children[0] as HTMLElement | undefined;
    const amount = byView ? el.clientWidth : (first?.offsetWidth ?? el.clientWidth);
    el.scrollBy({ left: direction * amount, behavior: smooth ? 'smooth' : 'instant' });
  }, []);

  return { trackRef, index, atStart, atEnd, goTo, step };
}
