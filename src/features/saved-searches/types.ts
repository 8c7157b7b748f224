// Shapes shared by the Save this search button and its lazily loaded dialog.
import type { ComponentType } from 'react';
import type { SearchCatalogue, SearchState } from '../../core/search/routing.ts';
import type { CurrencyCode } from '../../core/types.ts';
import type { SavedSearch } from './saved-searches.ts';

/** The dialog's settings (from props.server.ts). */
export interface SaveSearchSettings {
  currency: CurrencyCode;
  /** Named in the alert consent: who will email. */
  siteName: string;
  /** Where saved searches are listed; null when the tenant has no My Garage. */
  myGaragePath: string | null;
  /** The platform API the alert subscription goes to; null hides "Email me new matches". */
  alerts: { baseUrl: string; site: string } | null;
}

/** What a tap saved: the stored entry and whether it was saved before. */
export interface SaveResult {
  entry: SavedSearch;
  existed: boolean;
}

export interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the tap saved (saveCurrentSearch). */
  saved: SaveResult;
  settings: SaveSearchSettings;
}

/** The dialog module as the button loads it. */
export interface SaveSearchDialogModule {
  default: ComponentType<SaveSearchDialogProps>;
  saveCurrentSearch(
    state: SearchState,
    catalogue: SearchCatalogue,
    settings: Pick<SaveSearchSettings, 'currency'>,
  ): SaveResult;
}
