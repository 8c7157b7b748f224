/**
 * The Save this search dialog, loaded on the first tap of the button (SaveSearchButton.tsx). The
 * tap saves the search in this browser (the store, beside favourites) and the dialog says so;
 * it then offers "Email me new matches": a stock alert subscription to the platform API
 * (api.alertSubscribe), validated here with the contract's own schema. Nothing is mailed until
 * the shopper confirms by the link the API mails (double opt-in, Spam Act 2003).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { createApiClient, ApiError } from '../../api/client.ts';
import { ALERT_FREQUENCIES, AlertSubscriptionSchema, api, type AlertFrequency } from '../../api/contract.ts';
import { fieldErrors, type FieldError } from '../../core/forms/fields.ts';
import { FORM_SUBMIT_ERROR } from '../../core/leads.ts';
import { savedSearchName } from '../../core/search/saved-name.ts';
import { stateToUrl, type SearchCatalogue, type SearchState } from '../../core/search/routing.ts';
import { ErrorBanner } from '../../ui/forms/ErrorBanner.tsx';
import { CheckboxField, FormContext, TextField } from '../../ui/forms/Fields.tsx';
import { FormAlert, Honeypot, SubmitButton } from '../../ui/forms/parts.tsx';
import { useForm, type FormValues } from '../../ui/forms/useForm.ts';
import type { SaveResult, SaveSearchDialogProps, SaveSearchSettings } from './types.ts';
import { saveSearch, type SavedSearch } from './store.ts';
import '../../ui/forms/forms.css';
import './saved-searches.css';

/** Texts of the dialog (the spec has none: docs/decisions.md "Saved searches"). */
export const SAVE_SEARCH_TEXTS = {
  savedTitle: 'Search saved',
  existedTitle: 'Search already saved',
  alertHeading: 'Email me new matches',
  alertIntro: 'Get an email when cars matching this search arrive.',
  email: 'Email',
  frequency: 'How often',
  submit: 'Email me new matches',
  sent: 'Nearly done: check your inbox and confirm your email address to start your alert.',
} as const;

export const FREQUENCY_LABELS: Readonly<Record<AlertFrequency, string>> = {
  daily: 'Daily: one email a day',
  instant: 'Instant: as soon as a match arrives',
};

/** The consent text the shopper ticks (express consent: names the sender and the way out). */
export function consentLabel(siteName: string): string {
  return `Yes, ${siteName} may email me cars matching this search. I can unsubscribe at any time.`;
}

/** The saved form of a search: its normalised URL at page 1 and its name. */
export function savedSearchOfState(
  state: SearchState,
  catalogue: SearchCatalogue,
  settings: Pick<SaveSearchSettings, 'currency'>,
): Omit<SavedSearch, 'savedAt'> {
  const first = { ...state, page: undefined };
  return { url: stateToUrl(first, catalogue), name: savedSearchName(first, catalogue, settings.currency) };
}

/** Saves the search in this browser (called by the button's tap); no duplicate for the same URL. */
export function saveCurrentSearch(
  state: SearchState,
  catalogue: SearchCatalogue,
  settings: Pick<SaveSearchSettings, 'currency'>,
  now: Date = new Date(),
): SaveResult {
  return saveSearch({ ...savedSearchOfState(state, catalogue, settings), savedAt: now.toISOString() });
}

const FORM_ID = 'stock-alert';

function validate(entry: SavedSearch) {
  return (values: FormValues): FieldError[] => {
    const result = v.safeParse(AlertSubscriptionSchema, { ...values, name: entry.name, search: entry.url });
    return result.success ? [] : fieldErrors(result.issues);
  };
}

function AlertForm({ entry, settings }: { entry: SavedSearch; settings: SaveSearchSettings }) {
  const alerts = settings.alerts;
  const [validator] = useState(() => validate(entry));
  const form = useForm({
    formId: FORM_ID,
    initialValues: { email: '', frequency: 'daily', consent: false },
    validate: validator,
  });
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) banner.current?.focus();
  }, [attempt]);
  if (!alerts) return null;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !alerts) return;
    if (form.validateAll().length > 0) {
      setOutcome(null);
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const body = v.parse(AlertSubscriptionSchema, {
        ...form.values,
        name: entry.name,
        search: entry.url,
        website: honeypot,
      });
      const client = createApiClient({ baseUrl: alerts.baseUrl, site: alerts.site });
      await client.call(api.alertSubscribe, { query: { site: alerts.site }, body });
      setOutcome({ tone: 'success', message: SAVE_SEARCH_TEXTS.sent });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'invalid' && error.fieldErrors.length > 0) {
        form.setServerErrors(error.fieldErrors);
        setAttempt((n) => n + 1);
      } else {
        console.error('Stock alert subscription failed', error);
        const message = error instanceof ApiError && error.kind === 'http' ? error.message : '';
        setOutcome({ tone: 'error', message: message || FORM_SUBMIT_ERROR });
      }
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.tone === 'success') return <FormAlert tone="success">{outcome.message}</FormAlert>;
  const frequencyError = form.errorOf('frequency');
  return (
    <FormContext.Provider value={form}>
      <form
        id={FORM_ID}
        className="save-search-alert"
        noValidate
        aria-labelledby={`${FORM_ID}-heading`}
        onSubmit={(e) => void onSubmit(e)}
      >
        <h3 id={`${FORM_ID}-heading`} className="save-search-alert__heading">
          {SAVE_SEARCH_TEXTS.alertHeading}
        </h3>
        <p>{SAVE_SEARCH_TEXTS.alertIntro}</p>
        {form.submitted && <ErrorBanner ref={banner} errors={form.errors} idFor={form.idFor} />}
        <TextField name="email" label={SAVE_SEARCH_TEXTS.email} type="email" autoComplete="email" required />
        <fieldset className="save-search-alert__frequency" id={form.idFor('frequency')} tabIndex={-1}>
          <legend className="field__label">{SAVE_SEARCH_TEXTS.frequency}</legend>
          {ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="save-search-alert__choice">
              <input
                type="radio"
                name="frequency"
                value={f}
                checked={form.values['frequency'] === f}
                onChange={() => form.setValue('frequency', f)}
              />
              {FREQUENCY_LABELS[f]}
            </label>
          ))}
          {frequencyError && <p className="field__error">{frequencyError}</p>}
        </fieldset>
        <CheckboxField name="consent" label={consentLabel(settings.siteName)} required />
        <Honeypot formId={FORM_ID} value={honeypot} onChange={setHoneypot} />
        {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
        <div className="save-search-alert__actions">
          <SubmitButton busy={busy}>{SAVE_SEARCH_TEXTS.submit}</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}

/**
 * The dialog frame: the native <dialog> as ui/Modal.tsx uses it (showModal makes the page behind
 * inert, Escape closes, focus goes back to the button), with its classes. Not ui/Modal itself: a
 * module this lazily loaded chunk shared with the vehicle page's enquiry actions would be split
 * out of that page's chunk, one more request and bytes on the vehicle page (npm run bench:js).
 */
function DialogFrame({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
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
  const closed = () => {
    onClose();
    opener.current?.focus();
  };
  const close = () => {
    const dialog = ref.current;
    if (!dialog?.open) return;
    if (typeof dialog.close === 'function') dialog.close();
    else {
      dialog.removeAttribute('open');
      closed();
    }
  };
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={closed}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={close}>
          <span className="modal__cross" aria-hidden="true" />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}

export type { SaveSearchDialogProps } from './types.ts';

export default function SaveSearchDialog({ open, onClose, saved, settings }: SaveSearchDialogProps) {
  const { entry, existed } = saved;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={existed ? SAVE_SEARCH_TEXTS.existedTitle : SAVE_SEARCH_TEXTS.savedTitle}
    >
      <div className="save-search-dialog">
        <p className="save-search-dialog__name">
          <strong>{entry.name}</strong>
        </p>
        <p>
          {existed ? 'You saved this search before. ' : 'Saved in this browser. '}
          {settings.myGaragePath && <a href={settings.myGaragePath}>See your saved searches in My Garage</a>}
        </p>
        {/* A new form per search: the alert is for the search just saved. */}
        <AlertForm key={entry.url} entry={entry} settings={settings} />
      </div>
    </DialogFrame>
  );
}
