// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CATALOGUE, stateToUrl, type SearchCatalogue, type SearchState } from '../../core/search/routing.ts';
import { SAVE_SEARCH_LABEL, SaveSearchButton, type SaveSearchSettings } from './SaveSearchButton.tsx';
import { consentLabel, SAVE_SEARCH_TEXTS } from './SaveSearchDialog.tsx';
import { SAVED_SEARCH_TEXTS, SavedSearchList } from './SavedSearchList.tsx';
import { $savedSearches } from './store.ts';

const catalogue: SearchCatalogue = {
  ...EMPTY_CATALOGUE,
  makes: [{ slug: 'toyota', label: 'Toyota' }],
  models: [{ make: 'Toyota', slug: 'hilux', label: 'HiLux' }],
};
const settings: SaveSearchSettings = {
  currency: 'AUD',
  siteName: 'Metro Motor Group',
  myGaragePath: '/my-garage',
  alerts: { baseUrl: 'http://api.test', site: 'metro-motor-group' },
};
const hiluxSearch: SearchState = {
  carType: 'used',
  make: 'Toyota',
  model: 'HiLux',
  price: { max: 40000 },
  page: 3,
  lat: -33.8,
  lng: 151,
  distance: 50,
  locationId: '2150',
  locationType: 'postcode',
  refinementList: {},
};
const NAME = 'Used Toyota HiLux under $40,000 near 2150';

beforeEach(() => {
  $savedSearches.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function tapSave(state: SearchState = hiluxSearch) {
  const user = userEvent.setup();
  render(<SaveSearchButton settings={settings} catalogue={catalogue} currentState={() => state} />);
  await user.click(screen.getByRole('button', { name: SAVE_SEARCH_LABEL }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  return { user, dialog };
}

describe('Save this search', () => {
  it('saves the normalised search at page 1 with its name, once, and says so', async () => {
    const { user, dialog } = await tapSave();
    expect(within(dialog).getByRole('heading', { name: SAVE_SEARCH_TEXTS.savedTitle, hidden: true })).toBeTruthy();
    expect(within(dialog).getByText(NAME)).toBeTruthy();
    const url = stateToUrl({ ...hiluxSearch, page: undefined }, catalogue);
    expect($savedSearches.get()).toEqual([{ url, name: NAME, savedAt: expect.any(String) }]);
    expect(url).not.toContain('page');
    expect(
      within(dialog)
        .getByRole('link', { name: /My Garage/, hidden: true })
        .getAttribute('href'),
    ).toBe('/my-garage');

    await user.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await user.click(screen.getByRole('button', { name: SAVE_SEARCH_LABEL }));
    await screen.findByRole('heading', { name: SAVE_SEARCH_TEXTS.existedTitle, hidden: true });
    expect($savedSearches.get()).toHaveLength(1);
  });

  it('the alert form: consent unticked, the contract schema shows field errors and nothing is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user, dialog } = await tapSave();
    const consent = within(dialog).getByRole('checkbox', { name: consentLabel(settings.siteName), hidden: true });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('radio', { name: /Daily/, hidden: true }) as HTMLInputElement).checked).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/, hidden: true }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: SAVE_SEARCH_TEXTS.submit, hidden: true }));
    const email = within(dialog).getByRole('textbox', { name: /Email/, hidden: true });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('Please enter a valid email address').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Please confirm you want to receive these emails').length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts a valid subscription to the platform API and says to check the inbox', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'pending_confirmation' }), {
          status: 202,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user, dialog } = await tapSave();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/, hidden: true }), ' shopper@example.com ');
    await user.click(within(dialog).getByRole('radio', { name: /Instant/, hidden: true }));
    await user.click(within(dialog).getByRole('checkbox', { name: consentLabel(settings.siteName), hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: SAVE_SEARCH_TEXTS.submit, hidden: true }));
    await within(dialog).findByText(SAVE_SEARCH_TEXTS.sent);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/alerts?site=metro-motor-group');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'shopper@example.com',
      name: NAME,
      search: stateToUrl({ ...hiluxSearch, page: undefined }, catalogue),
      frequency: 'instant',
      consent: true,
      website: '',
    });
  });

  it("shows the server's field errors", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'Invalid request',
              errors: [{ path: 'email', message: 'This address cannot be used' }],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const { user, dialog } = await tapSave();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/, hidden: true }), 'shopper@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: consentLabel(settings.siteName), hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: SAVE_SEARCH_TEXTS.submit, hidden: true }));
    await waitFor(() => expect(within(dialog).getAllByText('This address cannot be used').length).toBeGreaterThan(0));
  });

  it('hides the alert form without an API', async () => {
    const user = userEvent.setup();
    render(
      <SaveSearchButton
        settings={{ ...settings, alerts: null }}
        catalogue={catalogue}
        currentState={() => hiluxSearch}
      />,
    );
    await user.click(screen.getByRole('button', { name: SAVE_SEARCH_LABEL }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).queryByRole('button', { name: SAVE_SEARCH_TEXTS.submit, hidden: true })).toBeNull();
  });
});

describe('My Garage saved searches', () => {
  const entry = { url: '/search/toyota/hilux', name: 'Toyota HiLux', savedAt: '2026-12-01T00:00:00.000Z' };
  const other = { url: '/search/suv-cars', name: 'SUV Cars', savedAt: '2026-12-01T01:00:00.000Z' };

  it('an empty state with a way to search', () => {
    render(<SavedSearchList searchPath="/search/new-used-and-demo-cars" />);
    expect(screen.getByText(SAVED_SEARCH_TEXTS.empty, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: SAVED_SEARCH_TEXTS.browse }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars',
    );
  });

  it('runs, renames by keyboard (Enter saves, Escape cancels) and keeps focus on Rename', async () => {
    $savedSearches.set([entry, other]);
    const user = userEvent.setup();
    render(<SavedSearchList searchPath="/search/x" />);
    expect(screen.getByRole('link', { name: 'Run search: Toyota HiLux' }).getAttribute('href')).toBe(entry.url);

    screen.getByRole('button', { name: 'Rename Toyota HiLux' }).focus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: SAVED_SEARCH_TEXTS.renameLabel });
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Toyota HiLux' }));

    await user.keyboard('{Enter}');
    await user.clear(screen.getByRole('textbox', { name: SAVED_SEARCH_TEXTS.renameLabel }));
    await user.keyboard('My work ute{Enter}');
    expect($savedSearches.get()[0]?.name).toBe('My work ute');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename My work ute' }));
  });

  it('deletes with undo, focus on Undo, and undo puts it back in place', async () => {
    $savedSearches.set([entry, other]);
    const user = userEvent.setup();
    render(<SavedSearchList searchPath="/search/x" />);
    await user.click(screen.getByRole('button', { name: 'Delete Toyota HiLux' }));
    expect(screen.queryByRole('link', { name: 'Run search: Toyota HiLux' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Deleted Toyota HiLux.');
    const undo = screen.getByRole('button', { name: /Undo/ });
    expect(document.activeElement).toBe(undo);
    await user.click(undo);
    expect($savedSearches.get().map((s) => s.url)).toEqual([entry.url, other.url]);
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Toyota HiLux' }));
  });
});
