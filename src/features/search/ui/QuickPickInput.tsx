import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { QuickPick } from '~/core/inputs.ts';

/**
 * A number field with quick picks (SPEC.md §5 "Money input: dollar prefix,
 * thousands separator, quick picks"; "Kilometre input: thousands separator,
 * suffix ' kms', quick picks"), as an ARIA 1.2 combobox: the text input
 * (role combobox) owns a listbox of quick picks. Typing re-formats the text
 * (`reformat`, e.g. '30000' -> '30,000'); Arrow Down / Up open the list and
 * move through it, Enter picks the active pick or applies the typed value,
 * Escape closes the list, leaving the field applies what was typed. A
 * prefix ('$') and a suffix (' kms') sit beside the text, hidden from
 * screen readers (the label names the unit).
 */
export function QuickPickInput({
  label,
  value,
  picks,
  onCommit,
  format,
  parse,
  reformat = (text) => text,
  prefix,
  suffix,
  className,
}: {
  label: string;
  /** The applied value; null: none. */
  value: number | null;
  picks: readonly QuickPick[];
  /** Called with the new value (null: cleared) when it differs from `value`. */
  onCommit: (next: number | null) => void;
  /** The field text of a value (without prefix or suffix). */
  format: (n: number) => string;
  /** Reads the field text; null when empty or unreadable. */
  parse: (text: string) => number | null;
  /** Re-formats the text while typing. */
  reformat?: (text: string) => string;
  prefix?: string | undefined;
  suffix?: string | undefined;
  className?: string | undefined;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const show = (n: number | null) => (n === null ? '' : format(n));
  const [text, setText] = useState(show(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // Follow the filter when it changes from outside (back button, Clear Filters, a chip).
  if (shown !== value) {
    setShown(value);
    setText(show(value));
  }

  const commit = (next: number | null) => {
    setOpen(false);
    setActive(-1);
    setText(show(next));
    if (next !== value) onCommit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (open ? Math.min(i + 1, picks.length - 1) : Math.max(i, 0)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? picks.length - 1 : i - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const pick = open && active >= 0 ? picks[active] : undefined;
        commit(pick ? pick.value : parse(text));
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={`quick-pick${className ? ` ${className}` : ''}`}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="quick-pick__field">
        {prefix && (
          <span className="quick-pick__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          inputMode="numeric"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="none"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          value={text}
          onChange={(e) => {
            setText(reformat(e.currentTarget.value));
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen((o) => !o)}
          onBlur={() => {
            if (open) setOpen(false);
            const next = parse(text);
            if (next !== value) commit(next);
          }}
        />
        {suffix && (
          <span className="quick-pick__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={`${label} quick picks`} className="quick-pick__list" hidden={!open}>
        {/* Options only while open: the list is in every landing page's HTML. */}
        {open &&
          picks.map((pick, i) => (
            <li
              key={pick.value}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // Keep the focus in the field, so picking does not blur first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                commit(pick.value);
                input.current?.focus();
              }}
            >
              {pick.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
