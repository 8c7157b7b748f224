/**
 * Model range: minimum displayed price, model names, status labels and the
 * body-category grouping with its '?body=' URL parameter (SPEC.md §2 Other
 * pages "/models?body={body}" and Model range, §3 Model, §4 Model status, §5).
 */

/** One variant's drive-away price range (SPEC.md §3 model_variants). */
export interface ModelVariantPrice {
  dap_min_price?: number | null | undefined;
  dap_max_price?: number | null | undefined;
}

/** Model status values (SPEC.md §3 Model.status). */
export type ModelStatus = 'all_new' | 'new' | 'coming_soon';

/** The model fields these rules read (SPEC.md §3 Model). */
export interface CoreModel {
  id: number;
  name: string;
  slug: string;
  status?: ModelStatus | (string & {}) | null | undefined;
  manufacturer_name?: string | null | undefined;
  manufacturer_body?: string | null | undefined;
  manufacturer_body1?: string | null | undefined;
  manufacturer_body2?: string | null | undefined;
  manufacturer_body3?: string | null | undefined;
}

/**
 * Minimum displayed price: the lowest positive `dap_min_price` among the
 * variants (SPEC.md §5), or null when no variant has a positive price.
 */
export function minimumDisplayedPrice(variants: readonly ModelVariantPrice[] | null | undefined): number | null {
  let min: number | null = null;
  for (const v of variants ?? []) {
    const p = v.dap_min_price;
    if (p != null && Number.isFinite(p) && p > 0 && (min === null || p < min)) min = p;
  }
  return min;
}

/**
 * Brands whose numeric model names get the brand prefix, keyed by lower-case
 * make, with the prefix as the brand writes it (SPEC.md §5 "Mazda and MG model
 * names 2, 3, 4, 5, 6 get the brand prefix").
 */
export const NUMERIC_MODEL_BRAND_PREFIX = { mazda: 'Mazda', mg: 'MG' } as const;

/** The model names that get the prefix. */
export const PREFIXED_MODEL_NAMES = ['2', '3', '4', '5', '6'] as const;

/**
 * The model's display name. For Mazda and MG (make compared
 * case-insensitively), a name that is exactly '2', '3', '4', '5' or '6'
 * (after trimming) gets the brand prefix with no space, as the brands name
 * these cars: Mazda '3' -> 'Mazda3', MG '3' -> 'MG3'. Every other name is
 * returned unchanged ('CX-5', '3 Sedan', 'Mazda3').
 */
export function modelDisplayName(name: string, make: string | null | undefined): string {
  const key = make?.trim().toLowerCase() ?? '';
  const prefix = key === 'mazda' || key === 'mg' ? NUMERIC_MODEL_BRAND_PREFIX[key] : null;
  const trimmed = name.trim();
  if (prefix !== null && (PREFIXED_MODEL_NAMES as readonly string[]).includes(trimmed)) return `${prefix}${trimmed}`;
  return name;
}

/**
 * The model's name with its make, the brand said once: 'Toyota HiLux', 'Mazda3' (Mazda '3'),
 * 'Mazda CX-5'; the name alone without a make.
 */
export function modelNameWithMake(name: string, make: string | null | undefined): string {
  const display = modelDisplayName(name, make);
  const brand = make?.trim() ?? '';
  return brand === '' || display.toLowerCase().startsWith(brand.toLowerCase()) ? display : `${brand} ${display}`;
}

/** Whether a model range has models of several makes (a group's range names each model's make). */
export function rangeHasSeveralMakes(models: readonly Pick<CoreModel, 'manufacturer_name'>[]): boolean {
  const makes = new Set(models.map((m) => m.manufacturer_name?.trim().toLowerCase() ?? '').filter((m) => m !== ''));
  return makes.size > 1;
}

/** What a model card shows for its status (SPEC.md §2 Model range, §4 Model status). */
export interface ModelStatusDisplay {
  /** Badge text: 'NEW' or 'COMING SOON'. */
  badge: 'NEW' | 'COMING SOON';
  /** Prefix before the model name: 'New', 'All-New', or null. */
  namePrefix: 'New' | 'All-New' | null;
  /** Card label: 'Coming Soon', or null. */
  cardLabel: 'Coming Soon' | null;
}

/**
 * The status display: new -> NEW with prefix 'New'; all_new -> NEW with
 * prefix 'All-New'; coming_soon -> COMING SOON with card label 'Coming Soon';
 * any other or no status -> null (nothing shown).
 */
export function modelStatusDisplay(status: CoreModel['status']): ModelStatusDisplay | null {
  switch (status) {
    case 'new':
      return { badge: 'NEW', namePrefix: 'New', cardLabel: null };
    case 'all_new':
      return { badge: 'NEW', namePrefix: 'All-New', cardLabel: null };
    case 'coming_soon':
      return { badge: 'COMING SOON', namePrefix: null, cardLabel: 'Coming Soon' };
    default:
      return null;
  }
}

/**
 * The card title: the status prefix (if any), a space, then the display name,
 * e.g. 'All-New Mazda3', 'New CX-5', 'BT-50'.
 * `withMake` (a range of several makes): the name with its make, the brand once
 * ('New Ford Ranger', 'Mazda3').
 */
export function modelCardTitle(
  model: Pick<CoreModel, 'name' | 'status' | 'manufacturer_name'>,
  { withMake = false }: { withMake?: boolean } = {},
): string {
  const name = withMake
    ? modelNameWithMake(model.name, model.manufacturer_name)
    : modelDisplayName(model.name, model.manufacturer_name);
  const prefix = modelStatusDisplay(model.status)?.namePrefix ?? null;
  return prefix === null ? name : `${prefix} ${name}`;
}

/**
 * The model's body categories: manufacturer_body, then manufacturer_body1..3,
 * trimmed, blanks dropped, de-duplicated case-insensitively (first spelling
 * kept).
 */
export function modelBodies(model: CoreModel): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of [
    model.manufacturer_body,
    model.manufacturer_body1,
    model.manufacturer_body2,
    model.manufacturer_body3,
  ]) {
    const body = raw?.trim() ?? '';
    if (body === '' || seen.has(body.toLowerCase())) continue;
    seen.add(body.toLowerCase());
    out.push(body);
  }
  return out;
}

/**
 * The body-category buttons of the model range: every body of every model,
 * de-duplicated case-insensitively, in order of first appearance.
 */
export function bodyCategories(models: readonly CoreModel[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of models) {
    for (const body of modelBodies(m)) {
      if (!seen.has(body.toLowerCase())) {
        seen.add(body.toLowerCase());
        out.push(body);
      }
    }
  }
  return out;
}

/**
 * The models shown for a body selection: all models when `body` is null or
 * blank, else those having that body (case-insensitive).
 */
export function filterModelsByBody<M extends CoreModel>(models: readonly M[], body: string | null): M[] {
  const wanted = body?.trim().toLowerCase() ?? '';
  if (wanted === '') return [...models];
  return models.filter((m) => modelBodies(m).some((b) => b.toLowerCase() === wanted));
}

/** Name of the query parameter holding the body selection (SPEC.md §2 '/models?body={body}'). */
export const BODY_PARAM = 'body';

/**
 * The body selection from a query string ('?body=SUV', 'body=SUV' or
 * URLSearchParams); null when absent or blank.
 */
export function bodyFromSearch(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const body = params.get(BODY_PARAM)?.trim() ?? '';
  return body === '' ? null : body;
}

/**
 * The query string for a body selection, to write to the URL without reload:
 * '?body=SUV' (value URI-encoded, 'Cab Chassis' -> '?body=Cab%20Chassis'), or
 * '' for no selection.
 */
export function bodySearch(body: string | null): string {
  const b = body?.trim() ?? '';
  return b === '' ? '' : `?${BODY_PARAM}=${encodeURIComponent(b)}`;
}

/** Path of the model range for a body selection: '/models' or '/models?body=SUV'. */
export function modelsPath(body: string | null): string {
  return `/models${bodySearch(body)}`;
}
