import { describe, expect, it } from 'vitest';
import { browserApiUrl, LOCAL_API_URL } from './api-url.ts';

const tenant = (base_url: string | null = null) => ({ slug: 'acme', api: { base_url } });

describe('browserApiUrl', () => {
  it('takes the tenant setting, then SITE_API_URL', () => {
    expect(browserApiUrl(tenant('https://api.acme.example'), { SITE_API_URL: 'http://x' })).toBe(
      'https://api.acme.example',
    );
    expect(browserApiUrl(tenant(), { SITE_API_URL: 'http://127.0.0.1:4211', PLATFORM_API_URL: 'https://p' })).toBe(
      'http://127.0.0.1:4211',
    );
  });

  it('uses the local API for the bundled sample data and in development', () => {
    expect(browserApiUrl(tenant(), { NODE_ENV: 'production' })).toBe(LOCAL_API_URL);
    expect(browserApiUrl(tenant(), { PLATFORM_API_URL: 'https://p', NODE_ENV: 'development' })).toBe(LOCAL_API_URL);
  });

  it('refuses a production build of real data with no browser API URL', () => {
    expect(() => browserApiUrl(tenant(), { PLATFORM_API_URL: 'https://p', NODE_ENV: 'production' })).toThrow(
      /^sites\/acme\/site\.json: no platform API URL for the browser: .*api\.base_url nor SITE_API_URL/,
    );
  });
});
