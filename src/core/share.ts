/**
 * Sharing a car (SPEC.md §4 "Share copies the page URL", §8 "Share helpers
 * throw if the url is missing", §9 "Share pop-up 550x400"): the share links of
 * the social networks and the pop-up window features. Pure; the island opens
 * the window and writes the clipboard.
 */

/** Share pop-up size in px (SPEC.md §9). */
export const SHARE_POPUP_WIDTH = 550;
export const SHARE_POPUP_HEIGHT = 400;

/** Networks with a share icon. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Visible names of the networks (used in the icons' accessible names). */
export const SHARE_NETWORK_NAMES = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
} as const satisfies Record<ShareNetwork, string>;

/** The page URL a share helper needs; throws when it is missing or blank (SPEC.md §8). */
export function requireShareUrl(url: string | null | undefined): string {
  if (typeof url !== 'string' || url.trim() === '') throw new Error('Share: the page URL is missing');
  return url.trim();
}

/**
 * The share link of a network for a page:
 * - facebook: https://www.facebook.com/sharer/sharer.php?u={url}
 * - x: https://x.com/intent/tweet?url={url}&text={text} (text left out when blank)
 * - linkedin: https://www.linkedin.com/sharing/share-offsite/?url={url}
 * Throws when the URL is missing.
 */
export function shareLink(network: ShareNetwork, url: string | null | undefined, text?: string): string {
  const page = encodeURIComponent(requireShareUrl(url));
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${page}`;
    case 'x': {
      const t = text?.trim();
      return `https://x.com/intent/tweet?url=${page}${t ? `&text=${encodeURIComponent(t)}` : ''}`;
    }
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${page}`;
  }
}

/** The screen the pop-up is centred on. */
export interface PopupScreen {
  width: number;
  height: number;
  left?: number | undefined;
  top?: number | undefined;
}

/**
 * window.open features of the 550x400 share pop-up, centred on the given
 * screen (never placed at a negative offset):
 * 'popup=yes,width=550,height=400,left=…,top=…'.
 */
export function sharePopupFeatures(screen: PopupScreen): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - SHARE_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top}`;
}

/** How the copy is confirmed: a toast (3000 ms) or the 'Copied' note (1.5 s). */
export type CopyConfirmation = 'toast' | 'note';

/**
 * Which confirmation a template uses (SPEC.md §4 names one per layout): the
 * classic layout shows the toast, the showroom layout the short note.
 */
export function copyConfirmationFor(template: 'classic' | 'showroom'): CopyConfirmation {
  return template === 'classic' ? 'toast' : 'note';
}

/** What the phone's share sheet gets: the car's name as title, the page URL (throws when missing). */
export function nativeShareData(url: string | null | undefined, title: string): { title: string; url: string } {
  const data = { url: requireShareUrl(url) };
  return title.trim() === '' ? { title: data.url, ...data } : { title: title.trim(), ...data };
}

/** How a share attempt ended: shared, cancelled by the shopper, or not possible (copy the link instead). */
export type NativeShareOutcome = 'shared' | 'cancelled' | 'unavailable';

/**
 * The share sheet's outcome from what `navigator.share` did: resolved, an AbortError (the shopper
 * closed the sheet: nothing more to do), or anything else (no share API, a refused or unsupported
 * share: the copy-link still works).
 */
export function nativeShareOutcome(result: { ok: true } | { ok: false; error: unknown }): NativeShareOutcome {
  if (result.ok) return 'shared';
  const name = (result.error as { name?: unknown } | null)?.name;
  return name === 'AbortError' ? 'cancelled' : 'unavailable';
}
