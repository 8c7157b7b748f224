/**
 * Image URL builder (SPEC.md §7): image CDN URLs carry a width and a quality
 * (default 75). The same builder serves the bundled sample images, so pages
 * and islands ask for sizes exactly as they would from the CDN.
 */
export const DEFAULT_IMAGE_QUALITY = 75;
/** Widths offered in srcset, matching the breakpoints of SPEC.md §9. */
export const RESPONSIVE_WIDTHS = [400, 576, 768, 992, 1200] as const;

export interface ImageOptions {
  width: number;
  quality?: number;
}

export function imageUrl(src: string, { width, quality = DEFAULT_IMAGE_QUALITY }: ImageOptions): string {
  const [path = '', hash] = src.split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}w=${Math.round(width)}&q=${quality}${hash === undefined ? '' : `#${hash}`}`;
}

export function imageSrcset(src: string, widths: readonly number[] = RESPONSIVE_WIDTHS, quality?: number): string {
  return widths
    .map((w) => `${imageUrl(src, quality === undefined ? { width: w } : { width: w, quality })} ${w}w`)
    .join(', ');
}
