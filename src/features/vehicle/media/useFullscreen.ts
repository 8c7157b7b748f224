import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscribe = () => () => undefined;
/** iPhone Safari has no Element.requestFullscreen (only video elements go fullscreen there). */
const canFullscreen = () => !!document.body.requestFullscreen;

/**
 * Fullscreen API on `target` (SPEC.md §2 gallery "fullscreen", §4 Spin
 * "Fullscreen open/close"). Escape: browsers with their own UI leave
 * fullscreen themselves; where Escape reaches the page (headless, kiosk)
 * the viewer calls `exit`. Whichever way
 * fullscreen ends, focus goes back to `returnFocus` (the button that opened it).
 * `available` is false where the page cannot go fullscreen (iPhone Safari): the viewer then
 * offers no button that would do nothing. It is true in the
 * prebuilt HTML and while hydrating, so hydration matches; the client's answer follows at once.
 */
export function useFullscreen(
  target: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
): { available: boolean; active: boolean; toggle: () => void; exit: () => void } {
  const available = useSyncExternalStore(noSubscribe, canFullscreen, () => true);
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

  return { available, active, toggle, exit };
}
