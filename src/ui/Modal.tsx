/**
 * An accessible modal on the native <dialog>: showModal() makes the page
 * behind inert (the browser traps focus), Escape closes it, and focus goes
 * back to the element that opened it. Height is capped at 85vh - 6rem
 * (SPEC.md §9 "Modal max height 85% of viewport less 6rem").
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './forms/forms.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

export function Modal({ open, onClose, title, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Mounted on first open and kept: closing by mistake loses nothing typed.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const close = () => {
    const dialog = ref.current;
    if (dialog?.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else {
        dialog.removeAttribute('open');
        handleClosed();
      }
    }
  };
  const handleClosed = () => {
    onClose();
    opener.current?.focus();
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={handleClosed}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={close}>
          {/* The cross is drawn by forms.css: no glyph outside ASCII in the page. */}
          <span className="modal__cross" aria-hidden="true" />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <div className="modal__body">{mounted ? children : null}</div>
    </dialog>
  );
}
