import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl } from './browser.ts';
import { apiUrl, readLeads, restartApi, stopApi } from './helpers/platform-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function lead(leadId: string) {
  return {
    form: 'vehicle-enquiry',
    lead: {
      category: 'General Enquiry',
      url: 'http://127.0.0.1/cars/x',
      source: 'Website',
      user_agent: 'e2e',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      lead_id: leadId,
      form_completed: true,
      offer_accepted: false,
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      message: 'Is it still available?',
      car_id: 4000001,
    },
  };
}

describe('the local platform API from a built site', () => {
  it('answers a call made from the page origin (CORS), GET and JSON POST with preflight', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('kiwi-motors'));
    const leadId = crypto.randomUUID();
    const result = await page.evaluate(
      async ({ api, body }) => {
        const rating = await fetch(`${api}/api/reviews/snap21?site=kiwi-motors&orgId=1`).then((r) => r.json());
        const post = await fetch(`${api}/api/leads?site=kiwi-motors`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { rating, status: post.status, answer: await post.json() };
      },
      { api: apiUrl(), body: lead(leadId) },
    );
    expect(result.rating).toEqual({ rating: 4.7, stars: 43 });
    expect(result.status).toBe(201);
    expect(result.answer).toEqual({ lead_id: leadId, status: 'created' });
    expect(readLeads({ leadId }).map((l) => [l.site, l.form, l.car_id])).toEqual([
      ['kiwi-motors', 'vehicle-enquiry', 4000001],
    ]);
    await page.close();
  });

  it('can be stopped and restarted inside a test; a retried lead is stored once', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('kiwi-motors'));
    const leadId = crypto.randomUUID();
    const send = () =>
      page.evaluate(
        async ({ api, body }) => {
          try {
            const r = await fetch(`${api}/api/leads?site=kiwi-motors`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            });
            return r.status;
          } catch {
            return 'network';
          }
        },
        { api: apiUrl(), body: lead(leadId) },
      );
    await stopApi();
    try {
      expect(await send()).toBe('network');
      expect(readLeads({ leadId })).toEqual([]);
    } finally {
      await restartApi();
    }
    expect(await send()).toBe(201);
    expect(await send()).toBe(200);
    expect(readLeads({ leadId })).toHaveLength(1);
    await page.close();
  });
});
