/** Small text helpers of the generator. */

/** 'Lotus Caravans' -> 'lotus-caravans', 'CX-5 Maxx Sport' -> 'cx-5-maxx-sport', 'Sport+' -> 'sport-plus'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Escapes text for SVG/HTML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds a price to the dealer style ending in 990: 34_512 -> 34_990; at least `min`. */
export function dealerPrice(value: number, min = 990): number {
  const rounded = Math.round(value / 1000) * 1000 - 10;
  return Math.max(min, rounded);
}
