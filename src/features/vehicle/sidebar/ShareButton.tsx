import { useEffect, useReducer, useRef, useState } from 'react';
import {
  nativeShareData,
  nativeShareOutcome,
  requireShareUrl,
  type CopyConfirmation,
  type NativeShareOutcome,
} from '~/core/share.ts';
import {
  COPIED_NOTE,
  COPIED_NOTE_MS,
  INITIAL_TOAST_STATE,
  shareCopiedToast,
  SHARE_TOAST_MS,
  toastReducer,
} from '~/core/toasts.ts';

export interface ShareButtonProps {
  /** The page URL to copy. */
  url: string;
  carName: string;
  /** 'toast' on the classic layout, 'note' on showroom (src/core/share.ts). */
  confirmation: CopyConfirmation;
}

/**
 * The phone's share sheet, where the browser has one (docs/decisions.md "Share"). Cancelling it is
 * the shopper's choice; any other failure falls back to copying the link.
 */
async function shareNatively(url: string, title: string): Promise<NativeShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unavailable';
  const data = nativeShareData(url, title);
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'unavailable';
  try {
    await navigator.share(data);
    return nativeShareOutcome({ ok: true });
  } catch (error) {
    return nativeShareOutcome({ ok: false, error });
  }
}

/**
 * Share (SPEC.md §4): opens the phone's share sheet with the car's name and URL where the browser
 * has `navigator.share`; elsewhere copies the page URL, then confirms with the toast
 * 'Copied {car name} to your clipboard!' (3000 ms) or the 'Copied' note
 * (cleared after 1.5 s). Both are announced through a polite live region.
 */
export default function ShareButton({ url, carName, confirmation }: ShareButtonProps) {
  const [toasts, dispatch] = useReducer(toastReducer, INITIAL_TOAST_STATE);
  const [note, setNote] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function share() {
    const text = requireShareUrl(url);
    if ((await shareNatively(text, carName)) !== 'unavailable') return;
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('Share: the page URL could not be copied', error);
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    if (confirmation === 'note') {
      setNote(true);
      timer.current = setTimeout(() => setNote(false), COPIED_NOTE_MS);
    } else {
      const id = `share-${Date.now()}`;
      const toast = shareCopiedToast(carName);
      dispatch({ type: 'add', toast: { ...toast, id, open: true } });
      timer.current = setTimeout(() => dispatch({ type: 'remove', toastId: id }), toast.duration ?? SHARE_TOAST_MS);
    }
  }

  const open = toasts.toasts.find((t) => t.open);
  return (
    <span className="share-button">
      <button type="button" className="icon-button" onClick={() => void share()}>
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        <span>Share</span>
      </button>
      <span
        role="status"
        aria-live="polite"
        className={confirmation === 'note' ? 'share-button__note' : 'toast-region'}
      >
        {confirmation === 'note' ? note && COPIED_NOTE : open && <span className="toast">{open.title}</span>}
      </span>
    </span>
  );
}
