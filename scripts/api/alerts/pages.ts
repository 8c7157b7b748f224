/**
 * The pages behind the links in stock alert mails, served by the API as plain HTML (no script, no
 * style; a strict CSP): following a confirmation link, unsubscribing (GET from the mail's link, or
 * the RFC 8058 one-click POST a mail client sends), and what a forged, expired or used link gets.
 * Not part of the browser contract (src/api/contract.ts): only mails link here.
 */
import type { SiteConfig } from '../../../src/config/site-schema.ts';
import type { LinkOutcome } from './flow.ts';

export interface HtmlPage {
  status: number;
  title: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What each outcome tells the shopper: heading, text, HTTP status. */
export const LINK_PAGES: Record<
  LinkOutcome,
  { status: number; title: string; text: (alert: string | null) => string }
> = {
  confirmed: {
    status: 200,
    title: 'Your stock alert is confirmed',
    text: (alert) =>
      `We will email you when cars matching ${alert ? `"${alert}"` : 'your search'} arrive. Every email has a one-click unsubscribe link.`,
  },
  'already-confirmed': {
    status: 200,
    title: 'This stock alert is already confirmed',
    text: () => 'Nothing has changed: you will keep getting this alert until you unsubscribe.',
  },
  used: {
    status: 410,
    title: 'This confirmation link has already been used',
    text: () =>
      'It was used, replaced by a newer confirmation email, or the address was unsubscribed. Nothing has changed. To get stock alerts, sign up again from the search page.',
  },
  unsubscribed: {
    status: 200,
    title: 'You are unsubscribed',
    text: () => 'You will not get any more stock alert emails from us at this address.',
  },
  'already-unsubscribed': {
    status: 200,
    title: 'You are already unsubscribed',
    text: () => 'Nothing has changed: we do not send stock alert emails to this address.',
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    text: () =>
      'Confirmation links work for 7 days. Nothing has changed. To get stock alerts, sign up again from the search page.',
  },
  invalid: {
    status: 400,
    title: 'This link is not valid',
    text: () =>
      'It may be incomplete or altered: open the link from the email again, or copy all of it. Nothing has changed.',
  },
};

export function linkPage(outcome: LinkOutcome, config: SiteConfig | null, alertName: string | null = null): HtmlPage {
  const page = LINK_PAGES[outcome];
  const name = config ? escapeHtml(config.name) : 'Stock alerts';
  const back = config ? `<p><a href="${escapeHtml(config.site_url)}">Back to ${name}</a></p>` : '';
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} - ${name}</title></head>
<body><main><p>${name}</p><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text(alertName))}</p>${back}</main></body></html>
`;
  return { status: page.status, title: page.title, html };
}

/** Headers of every such page: HTML, not cached, not framed, nothing loaded. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;
