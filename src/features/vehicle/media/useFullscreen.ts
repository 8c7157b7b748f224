import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Fullscreen API on `target` (SPEC.md §2 gallery "fullscreen", §4 Spin
 * "Fullscreen open/close"). Escape: browsers with their own UI leave
 * fullscreen themselves; where Escape reaches the page (headless, kiosk)
 * the viewer calls `exit`. Whichever way
 * fullscreen ends, focus goes back to `returnFocus` (the button that opened it).
 */
export function useFullscreen(
  target: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
): { active: boolean; toggle: () => void; exit: () => void } {
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

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      exit();
    } else {
      // Refused (no API, iframe policy): the viewer simply stays inline.
      void target.current?.requestFullscreen?.().catch(() => undefined);
    }
  }, [target, exit]);

  return { active, toggle, exit };
}
