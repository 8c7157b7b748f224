// The light beacons (views counter, phone reveal) must say exactly what the
// API client would say from the contract, and accept exactly the answers the
// contract accepts: the contract stays the one definition of each call.
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { carViewsUrl, fetchCarViews, sendPhoneReveal, viewsOf } from './beacons.ts';
import { createApiClient } from './client.ts';
import { api } from './contract.ts';

const target = { apiBaseUrl: 'http://api.test/', site: 'harbour-toyota' };
const client = createApiClient({ baseUrl: target.apiBaseUrl, site: target.site });

describe('view counter beacon', () => {
  it.each([
    [{}, 'hilux-abc'],
    [{ photos_count: 12, updated_at: '2026-01-02T03:04:05Z', website_id: 1101 }, 'hilux-abc'],
    [{ photos_count: 0, updated_at: null, website_id: null }, 'a-b-2'],
  ])('builds the URL the client builds from the contract (%o)', (query, slug) => {
    const asStrings = Object.fromEntries(
      Object.entries(query)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
    expect(carViewsUrl(target, slug, query)).toBe(client.url(api.carViews, { params: { slug }, query: asStrings }));
    expect(api.carViews.method).toBe('GET');
  });

  it.each([
    { views: 0 },
    { views: 1234 },
    { views: 5, car_fields: { km: 3 } },
    { views: -1 },
    { views: 1.5 },
    { views: '12' },
    { views: 3, car_fields: [1] },
    { views: 3, car_fields: null },
    {},
    null,
    [],
    'views',
  ])('accepts an answer exactly when the contract does: %j', (answer) => {
    const contract = v.safeParse(api.carViews.response, answer);
    expect(viewsOf(answer)).toBe(contract.success ? contract.output.views : null);
  });

  it('sends GET with keepalive and gives null on any failure', async () => {
    const ok = vi.fn(async () => Response.json({ views: 7 }));
    expect(await fetchCarViews({ ...target, fetch: ok }, 'x', {})).toBe(7);
    expect(ok).toHaveBeenCalledWith(
      'http://api.test/api/cars/x/view.json?site=harbour-toyota',
      expect.objectContaining({ method: 'GET', keepalive: true }),
    );
    const failures = [
      async () => Response.json({ error: 'boom' }, { status: 500 }),
      async () => new Response('not json'),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const f of failures) expect(await fetchCarViews({ ...target, fetch: vi.fn(f) }, 'x')).toBeNull();
  });
});

describe('phone reveal beacon', () => {
  it('posts the contract body to the contract path with keepalive; rejects when not recorded', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push([String(url), init!]);
      return Response.json({ success: true });
    });
    const body = { car_id: 9, dealership_id: null, website_id: 1101 };
    await sendPhoneReveal({ ...target, fetch }, body);
    const [url, init] = calls[0]!;
    expect(url).toBe(client.url(api.phoneReveal, { params: {}, query: {}, body }));
    expect(init).toMatchObject({ method: api.phoneReveal.method, keepalive: true });
    expect(v.safeParse(api.phoneReveal.body, JSON.parse(String(init.body))).success).toBe(true);
    const refused = vi.fn(async () => Response.json({ error: 'no' }, { status: 400 }));
    await expect(
      sendPhoneReveal({ ...target, fetch: refused }, { car_id: 9, dealership_id: 1, website_id: 1 }),
    ).rejects.toThrow();
  });
});
