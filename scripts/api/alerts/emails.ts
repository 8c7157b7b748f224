/**
 * The stock alert mails: the double opt-in confirmation and the alert itself. Plain HTML that
 * common clients render: a table layout, inline styles only (clients drop <style> and classes),
 * alt texts on every image, absolute https links, and a text part with the same content.
 */
import { priceOptions } from '../../../src/config/core-options.ts';
import type { SiteConfig } from '../../../src/config/site-schema.ts';
import { safeHref } from '../../../src/core/safe-url.ts';
import { priceDisplay } from '../../../src/core/vehicle/price.ts';
import { carTitle } from '../../../src/core/vehicle/title.ts';
import type { Car } from '../context.ts';

/** At most this many cars in one alert mail; the mail links to the search for the rest. */
export const MAX_ALERT_CARS = 6;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An absolute address on the tenant's site, through the one safe-URL rule; null when it is not safe. */
export function siteUrl(config: SiteConfig, pathOrUrl: string | null | undefined): string | null {
  const safe = safeHref(pathOrUrl);
  if (!safe) return null;
  return new URL(safe, config.site_url).href;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;';

function layout(config: SiteConfig, title: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;">
<tr><td style="padding:20px 24px;${FONT}font-size:20px;font-weight:bold;border-bottom:1px solid #e0e0e0;">${escapeHtml(config.name)}</td></tr>
${body}
<tr><td style="padding:16px 24px;${FONT}font-size:12px;color:#555555;border-top:1px solid #e0e0e0;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#0b5cad;border-radius:4px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

export function confirmationMail(config: SiteConfig, alertName: string, confirmUrl: string): RenderedMail {
  const subject = `Please confirm your stock alert: ${alertName}`;
  const text = [
    `Hi,`,
    ``,
    `You asked ${config.name} to email you when cars matching "${alertName}" arrive.`,
    `Please confirm by opening this link (it works for 7 days):`,
    confirmUrl,
    ``,
    `If you did not ask for this, ignore this email: you will not hear from us.`,
  ].join('\n');
  const body = `<tr><td style="padding:20px 24px;${FONT}font-size:16px;line-height:1.5;">
<p style="margin:0 0 12px 0;">You asked ${escapeHtml(config.name)} to email you when cars matching <strong>${escapeHtml(alertName)}</strong> arrive.</p>
<p style="margin:0 0 16px 0;">Please confirm your stock alert (the link works for 7 days):</p>
${button(confirmUrl, 'Confirm my stock alert')}
<p style="margin:16px 0 0 0;font-size:14px;">Or open this link: <a href="${escapeHtml(confirmUrl)}" style="color:#0b5cad;">${escapeHtml(confirmUrl)}</a></p>
</td></tr>`;
  const footer = 'If you did not ask for this, ignore this email: you will not hear from us.';
  return { subject, text, html: layout(config, subject, body, footer) };
}

export interface AlertMailInput {
  config: SiteConfig;
  alertName: string;
  cars: readonly Car[];
  /** How many cars matched in all (more than shown when over {@link MAX_ALERT_CARS}). */
  total: number;
  searchUrl: string;
  unsubscribeUrl: string;
}

export function alertMail(input: AlertMailInput): RenderedMail {
  const { config, alertName, total } = input;
  const cars = input.cars.slice(0, MAX_ALERT_CARS);
  const options = priceOptions(config);
  const subject = `${total} new ${total === 1 ? 'match' : 'matches'} for your stock alert: ${alertName}`;
  const rows = cars.map((car) => {
    const title = carTitle(car);
    const display = priceDisplay(car, options);
    // As the vehicle page says it (PriceBlock): a subscription is a weekly amount.
    const price = display.kind === 'subscription' ? `${display.text} per week subscription` : display.text;
    const link = siteUrl(config, `/cars/${encodeURIComponent(car.slug)}`) ?? config.site_url;
    const photo = siteUrl(config, car.primary_image_url ?? car.images?.[0]?.image.url ?? null);
    return { title, price, link, photo };
  });
  const more =
    total > cars.length ? `See all ${total} matches: ${input.searchUrl}` : `See the search: ${input.searchUrl}`;
  const text = [
    `New cars matching "${alertName}" at ${config.name}:`,
    ``,
    ...rows.flatMap((r) => [`${r.title}`, `${r.price}`, r.link, ``]),
    more,
    ``,
    `You get this email because you confirmed a stock alert at ${config.name}.`,
    `Unsubscribe in one click: ${input.unsubscribeUrl}`,
  ].join('\n');
  const cards = rows
    .map(
      (r) => `<tr><td style="padding:12px 24px;border-bottom:1px solid #eeeeee;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="160" valign="top" style="width:160px;padding-right:12px;">${
        r.photo
          ? `<a href="${escapeHtml(r.link)}"><img src="${escapeHtml(r.photo)}" width="160" height="107" alt="${escapeHtml(r.title)}" style="display:block;width:160px;height:auto;border:0;"></a>`
          : ''
      }</td>
<td valign="top" style="${FONT}font-size:16px;line-height:1.4;">
<a href="${escapeHtml(r.link)}" style="color:#0b5cad;font-weight:bold;text-decoration:none;">${escapeHtml(r.title)}</a>
<p style="margin:6px 0 0 0;font-size:18px;font-weight:bold;">${escapeHtml(r.price)}</p>
</td></tr></table>
</td></tr>`,
    )
    .join('\n');
  const body = `<tr><td style="padding:20px 24px 8px 24px;${FONT}font-size:16px;line-height:1.5;">New cars matching <strong>${escapeHtml(alertName)}</strong>:</td></tr>
${cards}
<tr><td style="padding:16px 24px;">${button(input.searchUrl, total > cars.length ? `See all ${total} matches` : 'See the search')}</td></tr>`;
  const footer = `You get this email because you confirmed a stock alert at ${escapeHtml(config.name)}. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#555555;">Unsubscribe</a> in one click.`;
  return { subject, text, html: layout(config, subject, body, footer) };
}
