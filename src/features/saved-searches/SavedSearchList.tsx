/**
 * My Garage's saved searches: each with Run (a link to its URL), Rename (inline: Enter saves,
 * Escape cancels, focus goes back to its Rename button) and Delete (with Undo, focus on Undo).
 * Everything comes from this browser's storage (store.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $savedSearches, deleteSavedSearch, renameSavedSearch, restoreSavedSearch, type SavedSearch } from './store.ts';
import { SAVED_SEARCH_NAME_LIMIT } from './saved-searches.ts';
import './saved-searches.css';

export interface SavedSearchListProps {
  /** Where the empty state sends a shopper to search. */
  searchPath: string;
}

/** Texts of the list (the spec has none: docs/decisions.md "Saved searches"). */
export const SAVED_SEARCH_TEXTS = {
  heading: 'Saved searches',
  empty: 'No saved searches yet. Use Save this search on a search page.',
  browse: 'Search cars',
  run: 'Run search',
  rename: 'Rename',
  renameLabel: 'Name',
  saveName: 'Save name',
  cancel: 'Cancel',
  delete: 'Delete',
  undo: 'Undo',
} as const;

function RenameForm({
  entry,
  onDone,
}: {
  entry: SavedSearch;
  /** Called after saving or cancelling. */
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(entry.name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const id = `rename-${entry.savedAt.replace(/[^0-9A-Za-z]/g, '')}`;
  return (
    <form
      className="saved-search__rename"
      onSubmit={(e) => {
        e.preventDefault();
        renameSavedSearch(entry.url, draft);
        onDone();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // Escape cancels the rename here, not the page's other Escape handlers.
          e.stopPropagation();
          onDone();
        }
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {SAVED_SEARCH_TEXTS.renameLabel}
        </label>
        <input
          ref={input}
          id={id}
          className="field__control"
          type="text"
          value={draft}
          maxLength={SAVED_SEARCH_NAME_LIMIT}
          required
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className="btn">
        {SAVED_SEARCH_TEXTS.saveName}
      </button>
      <button type="button" className="btn btn--outline" onClick={onDone}>
        {SAVED_SEARCH_TEXTS.cancel}
      </button>
    </form>
  );
}

export function SavedSearchList({ searchPath }: SavedSearchListProps) {
  const list = useStore($savedSearches);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<{ entry: SavedSearch; index: number } | null>(null);
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  const undoButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the list has re-rendered: a Rename button (by URL) or the Undo button.
  const focusNext = useRef<{ rename: string } | 'undo' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === 'undo') undoButton.current?.focus();
    else renameButtons.current.get(next.rename)?.focus();
  });

  return (
    <>
      <div role="status" className="saved-search__status">
        {deleted && (
          <p className="saved-search__undo">
            <span>
              Deleted <strong>{deleted.entry.name}</strong>.
            </span>
            <button
              ref={undoButton}
              type="button"
              className="btn btn--outline"
              onClick={() => {
                restoreSavedSearch(deleted.entry, deleted.index);
                focusNext.current = { rename: deleted.entry.url };
                setDeleted(null);
              }}
            >
              {SAVED_SEARCH_TEXTS.undo} <span className="visually-hidden">{`delete of ${deleted.entry.name}`}</span>
            </button>
          </p>
        )}
      </div>
      {list.length === 0 ? (
        <p className="garage-empty">
          {SAVED_SEARCH_TEXTS.empty} <a href={searchPath}>{SAVED_SEARCH_TEXTS.browse}</a>
        </p>
      ) : (
        <ul className="saved-search-list" aria-label={SAVED_SEARCH_TEXTS.heading}>
          {list.map((entry) => {
            // A stored URL is one of this site's search paths (decodeSavedSearches checks it).
            const href = entry.url;
            return (
              <li key={entry.url} className="saved-search">
                {editing === entry.url ? (
                  <RenameForm
                    entry={entry}
                    onDone={() => {
                      setEditing(null);
                      focusNext.current = { rename: entry.url };
                    }}
                  />
                ) : (
                  <>
                    <p className="saved-search__name">{entry.name}</p>
                    <div className="saved-search__actions">
                      {href && (
                        <a className="btn" href={href} aria-label={`${SAVED_SEARCH_TEXTS.run}: ${entry.name}`}>
                          {SAVED_SEARCH_TEXTS.run}
                        </a>
                      )}
                      <button
                        ref={(el) => {
                          if (el) renameButtons.current.set(entry.url, el);
                          else renameButtons.current.delete(entry.url);
                        }}
                        type="button"
                        className="btn btn--outline"
                        onClick={() => setEditing(entry.url)}
                      >
                        {SAVED_SEARCH_TEXTS.rename} <span className="visually-hidden">{entry.name}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn--outline"
                        onClick={() => {
                          const removed = deleteSavedSearch(entry.url);
                          if (!removed) return;
                          setDeleted(removed);
                          focusNext.current = 'undo';
                        }}
                      >
                        {SAVED_SEARCH_TEXTS.delete} <span className="visually-hidden">{entry.name}</span>
                      </button>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
