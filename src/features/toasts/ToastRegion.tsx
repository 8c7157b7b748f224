import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from './store.ts';

/**
 * The toast of the page's shared queue (src/features/toasts/store.ts): one at
 * a time, in a polite live region that is always in the DOM (so screen
 * readers announce what is added), with its action link ('View List') and a
 * close button.
 */
export function ToastRegion() {
  const { toasts } = useStore($toasts);
  const open = toasts.find((t) => t.open);
  return (
    <div className="garage-toasts" role="status" aria-live="polite">
      {open && (
        <div className="garage-toast" key={open.id}>
          <p className="garage-toast__title">{open.title}</p>
          {open.description && <p className="garage-toast__text">{open.description}</p>}
          <p className="garage-toast__actions">
            {open.action?.href && (
              <a className="garage-toast__action" href={open.action.href}>
                {open.action.label}
              </a>
            )}
            <button
              type="button"
              className="garage-toast__close"
              aria-label="Dismiss notification"
              onClick={() => dismissToast(open.id)}
            >
              ×
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
