/**
 * A car's name, the one rule for every place it is shown: card, vehicle page title and
 * breadcrumb, toasts, lead forms, feeds and structured data (SPEC.md §3 Car: year, make, model,
 * badge, series). Feeds often carry a base trim's badge as the model's own name (a Suzuki Jimny
 * whose badge is 'Jimny', a Ford Escape 'Escape'), or a model that starts with the make; joined
 * as they come they read '2025 Suzuki Jimny Jimny'. The name never says a word twice in a row.
 */

/** The fields a name is built from (structural: records and search hits both fit). */
export interface CarNameFields {
  year?: number | string | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  badge?: string | null | undefined;
  series?: string | null | undefined;
}

/** The parts as shown, each trimmed, '' when there is none. */
export interface CarNameParts {
  year: string;
  make: string;
  model: string;
  /** The badge without the words that repeat the end of the model. */
  badge: string;
  /** The series, '' when it only repeats the model or the badge. */
  series: string;
}

const words = (text: string | number | null | undefined): string[] =>
  text === null || text === undefined ? [] : String(text).trim().split(/\s+/).filter(Boolean);

// One collator for every comparison: localeCompare with options builds a new one each call, and
// names are made for every card and feed row of every car.
const collator = new Intl.Collator('en', { sensitivity: 'accent' });
const same = (a: string, b: string): boolean => collator.compare(a, b) === 0;

/** How many leading words of `tail` repeat the last words of `head` (the longest such overlap). */
function overlap(head: readonly string[], tail: readonly string[]): number {
  for (let n = Math.min(head.length, tail.length); n > 0; n--) {
    const end = head.slice(head.length - n);
    if (end.every((w, i) => same(w, tail[i]!))) return n;
  }
  return 0;
}

/** Drops the leading words of `tail` that repeat the end of `head`. */
function after(head: readonly string[], tail: readonly string[]): string[] {
  return tail.slice(overlap(head, tail));
}

/**
 * The shown parts of a car's name: a model that starts with the make loses it ('Mazda' +
 * 'Mazda CX-5' -> 'CX-5'), a badge loses the words that repeat the model's end ('Jimny' +
 * 'Jimny' -> '', 'Escape' + 'Escape ST-Line' -> 'ST-Line', 'Kona Electric' + 'Electric
 * Premium' -> 'Premium'), and a series that only repeats the model or badge is dropped.
 * Case-insensitive; whitespace collapsed.
 */
export function carNameParts(car: CarNameFields): CarNameParts {
  const make = words(car.make);
  let model = words(car.model);
  // Only a model with words after the make: 'MG' + 'MG3' or 'Mazda' + 'Mazda' stay as they are.
  if (model.length > make.length && overlap(make, model) === make.length) model = model.slice(make.length);
  const badge = after(model, words(car.badge));
  const series = words(car.series);
  const seriesText = series.join(' ');
  const repeats = [model.join(' '), badge.join(' ')].some((t) => t !== '' && same(t, seriesText));
  return {
    year: words(car.year).join(' '),
    make: make.join(' '),
    model: model.join(' '),
    badge: badge.join(' '),
    series: repeats ? '' : seriesText,
  };
}

const join = (...parts: string[]): string => parts.filter((p) => p !== '').join(' ');

/** A car's name: '2022 Toyota HiLux SR5' (year, make, model, badge), no word repeated. */
export function carTitle(car: CarNameFields): string {
  const p = carNameParts(car);
  return join(p.year, p.make, p.model, p.badge);
}

/**
 * A card's two lines of the name: the heading '{year} {make} {model}' and the line under it,
 * '{badge} {series}' ('' when there is neither).
 */
export function carCardName(car: CarNameFields): { title: string; subtitle: string } {
  const p = carNameParts(car);
  return { title: join(p.year, p.make, p.model), subtitle: join(p.badge, p.series) };
}
