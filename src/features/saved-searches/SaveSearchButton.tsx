/**
 * "Save this search" on the search page (every landing page, phone and desktop). The button is
 * all the search page's first load carries: the dialog, the store, the name rule and the alert
 * form load on the first tap (a dynamic import), as the search page's JS budget is tight.
 */
import { useState, type ComponentType } from 'react';
import type { SearchCatalogue, SearchState } from '../../core/search/routing.ts';
import type { SaveResult, SaveSearchDialogModule, SaveSearchDialogProps, SaveSearchSettings } from './types.ts';

export type { SaveSearchSettings } from './types.ts';

export const SAVE_SEARCH_LABEL = 'Save this search';
export const SAVE_SEARCH_LOAD_ERROR = 'Sorry, the search could not be saved. Please try again.';

let dialogModule: Promise<SaveSearchDialogModule> | null = null;

export function SaveSearchButton({
  settings,
  catalogue,
  currentState,
}: {
  settings: SaveSearchSettings;
  catalogue: SearchCatalogue;
  /** The search as it is now (read when tapped). */
  currentState: () => SearchState;
}) {
  const [Dialog, setDialog] = useState<ComponentType<SaveSearchDialogProps> | null>(null);
  const [saved, setSaved] = useState<SaveResult | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onTap() {
    if (busy) return;
    const state = currentState();
    setBusy(true);
    setFailed(false);
    try {
      const mod = await (dialogModule ??= import('./SaveSearchDialog.tsx'));
      // Saved on the tap itself, so the dialog opens saying what happened.
      setSaved(mod.saveCurrentSearch(state, catalogue, settings));
      setDialog(() => mod.default);
      setOpen(true);
    } catch (error) {
      // A failed chunk load (offline): the next tap tries again.
      dialogModule = null;
      console.error('Save this search failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="save-search">
      <button
        type="button"
        className="btn btn--outline save-search__button"
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        onClick={() => void onTap()}
      >
        <svg className="save-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {SAVE_SEARCH_LABEL}
      </button>
      {failed && (
        <p className="save-search__error" role="alert">
          {SAVE_SEARCH_LOAD_ERROR}
        </p>
      )}
      {Dialog && saved && <Dialog open={open} onClose={() => setOpen(false)} saved={saved} settings={settings} />}
    </div>
  );
}
