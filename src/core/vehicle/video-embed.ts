/**
 * External video of a car (SPEC.md §2 body "external video"): links to a
 * video site become a privacy-friendly embed URL; anything else has no embed
 * (the page then offers a plain link). Pure.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The embed URL of a YouTube or Vimeo link, or null:
 * - youtu.be/{id}, youtube.com/watch?v={id}, /embed/{id}, /shorts/{id}
 *   -> https://www.youtube-nocookie.com/embed/{id}
 * - vimeo.com/{number}, player.vimeo.com/video/{number}
 *   -> https://player.vimeo.com/video/{number}?dnt=1
 * Only http(s) links are read.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') youtube = parts[1] ?? null;
  }
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => /^\d+$/.test(p));
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}
