/**
 * The pull's report of links the safe-URL rule dropped: the record is kept, its link
 * becomes null (the `linkUrl` schema), and this says which record lost which address, so the
 * feed can be fixed. The link fields are found by walking each collection's schema for
 * `linkUrl`, so a link field added later is covered without a list to keep.
 */
import type * as v from 'valibot';
import { safeHref } from '../core/safe-url.ts';
import { collections, linkUrl } from './schemas.ts';
import type { CollectionName } from './snapshot.ts';

/** A path into a record: a key, or '*' for every item of an array. */
export type FieldPath = readonly string[];

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  item?: AnySchema;
  options?: readonly AnySchema[];
};

function walk(schema: AnySchema, path: string[], out: FieldPath[]): void {
  if (schema === (linkUrl as unknown)) {
    out.push(path);
    return;
  }
  // A piped schema carries its root's kind and parts (valibot spreads them into the pipe).
  if (schema.wrapped) walk(schema.wrapped, path, out);
  if (schema.item) walk(schema.item, [...path, '*'], out);
  if (schema.entries) for (const [key, entry] of Object.entries(schema.entries)) walk(entry, [...path, key], out);
  if (schema.options) for (const option of schema.options) walk(option, path, out);
}

/** Every link field of a schema, e.g. `['node', 'url']` for promos. */
export function linkFields(schema: v.GenericSchema): FieldPath[] {
  const out: FieldPath[] = [];
  walk(schema as AnySchema, [], out);
  return out;
}

const fieldsByCollection = new Map<CollectionName, FieldPath[]>();

function valuesAt(value: unknown, path: FieldPath, at: string): Array<{ at: string; value: unknown }> {
  if (path.length === 0) return [{ at, value }];
  if (value === null || typeof value !== 'object') return [];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*') {
    return Array.isArray(value) ? value.flatMap((item, i) => valuesAt(item, rest, `${at}[${i}]`)) : [];
  }
  return valuesAt((value as Record<string, unknown>)[head], rest, at === '' ? head : `${at}.${head}`);
}

/**
 * The link fields of one raw feed record whose address the safe-URL rule drops, as report lines
 * (`url: "javascript:alert(1)" is not an http(s) address or a site path; the link was dropped`).
 * Blank and absent links are not reported: they are simply no link.
 */
export function unsafeUrls(collection: CollectionName, raw: unknown): string[] {
  let fields = fieldsByCollection.get(collection);
  if (!fields) {
    fields = linkFields(collections[collection]);
    fieldsByCollection.set(collection, fields);
  }
  const reasons: string[] = [];
  for (const field of fields) {
    for (const { at, value } of valuesAt(raw, field, '')) {
      if (typeof value !== 'string' || value.trim() === '' || safeHref(value) !== null) continue;
      const shown = value.length > 80 ? `${value.slice(0, 80)}...` : value;
      reasons.push(`${at}: ${JSON.stringify(shown)} is not an http(s) address or a site path; the link was dropped`);
    }
  }
  return reasons;
}
