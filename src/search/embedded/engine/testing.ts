// Small hand-made document sets for the engine parts' tests.
import { toSearchDocument, type SearchDocument } from '../../document.ts';
import { fixtureCars } from '../../testing/fixture.ts';

const BASE: SearchDocument = toSearchDocument(fixtureCars()[0]!);

/** A document: the first fixture car with `fields` changed. */
export function doc(fields: Partial<SearchDocument>): SearchDocument {
  return { ...BASE, ...fields };
}
