/**
 * Which lead fields a tenant requires, per form (SPEC.md §5 Enquiry form):
 * the server validates every lead with `formSchema(form, formRulesFor(...))`.
 *
 * - Comments: required unless the site sets `forms.comments_required: false`
 *   (test drive, finance, photo request keep their own optional message).
 * - Terms box: must be ticked when the site shows the terms note
 *   (`forms.terms_note: true`).
 * - Location select (enquiry and careers forms only): shown, so required,
 *   when the tenant lists more than one location.
 * - Preferred dealership (enquiry and careers forms only): required when the
 *   tenant has several dealerships AND the form does not already ask for a
 *   location (a location names its dealership, so asking both is redundant).
 *   With one location or one dealership neither is required.
 */
import { listableLocations } from '../../src/core/locations.ts';
import { placeRules, type FormKind, type FormRules } from '../../src/core/forms/schemas.ts';
import type { SiteConfig } from '../../src/config/site-schema.ts';
import type { LocationOutput } from '../../src/data/schemas.ts';

export function formRulesFor(
  site: { forms: Pick<SiteConfig['forms'], 'comments_required' | 'terms_note'>; dealerships: readonly unknown[] },
  form: FormKind,
  locations: readonly LocationOutput[],
): FormRules {
  return {
    commentsRequired: site.forms.comments_required,
    termsRequired: site.forms.terms_note,
    ...placeRules(form, listableLocations(locations).length, site.dealerships.length),
  };
}
