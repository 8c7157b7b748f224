import { describe, expect, it } from 'vitest';
import { parseTenantPage } from './tenant-page.ts';

const FILE = 'sites/acme/pages/eofy.md';

describe('parseTenantPage', () => {
  it('takes a page with its defaults, and a YAML date as a calendar day', () => {
    expect(parseTenantPage({ title: 'EOFY', description: 'Sale', expires: new Date('2025-06-15') }, FILE)).toEqual({
      title: 'EOFY',
      description: 'Sale',
      intro: null,
      cta: null,
      expires: '2025-06-15',
      gated: false,
      listed: true,
    });
  });

  it('names the file and every problem with its path', () => {
    let message = '';
    try {
      parseTenantPage(
        { title: '', cta: { label: 'Go', href: 'javascript:alert(1)' }, expires: '15/06/2025', colour: 'red' },
        FILE,
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`Invalid tenant config ${FILE} (`);
    for (const problem of [
      `${FILE}: title: is empty`,
      `${FILE}: description: is required but missing`,
      `${FILE}: cta.href: expected an https URL or a path starting with /`,
      `${FILE}: expires: expected a date as YYYY-MM-DD`,
      `${FILE}: colour: unknown setting "colour"`,
    ]) {
      expect(message).toContain(problem);
    }
  });
});
