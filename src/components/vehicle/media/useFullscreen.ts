import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Fullscreen API on `target` (SPEC.md §2 gallery "fullscreen", §4 Spin
 * "Fullscreen open/close"). Escape is handled by the browser; whichever way
 * fullscreen ends, focus goes back to `returnFocus` (the button that opened it).
 */
export function useFullscreen(
  target: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  const wasActive = useRef(false);

  useEffect(() => {
    const onChange = () => {
      const on = document.fullscreenElement !== null && document.fullscreenElement === target.current;
      if (wasActive.current && !on) returnFocus.current?.focus();
      wasActive.current = on;
      setActive(on);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target, returnFocus]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else {
      // Refused (no API, iframe policy): the viewer simply stays inline.
      void target.current?.requestFullscreen?.().catch(() => undefined);
    }
  }, [target]);

  return { active, toggle };
}
