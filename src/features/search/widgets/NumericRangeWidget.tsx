import { formatThousands } from '~/core/money.ts';
import { KM_SUFFIX, kmQuickPicks, parseKilometres, type QuickPick } from '~/core/inputs.ts';
import { QuickPickInput } from '../ui/QuickPickInput.tsx';
import { RangeInputs } from '../ui/RangeInputs.tsx';
import { FACET_LEGENDS } from './labels.ts';
import { useRangeFilter } from './useRangeFilter.ts';

function parseYear(text: string): number | null {
  const t = text.trim();
  return /^\d{4}$/.test(t) ? Number(t) : null;
}

/** Year range: min and max year inputs. */
export function YearRangeWidget() {
  const { value, apply } = useRangeFilter('year');
  return (
    <RangeInputs legend={FACET_LEGENDS['year'] ?? 'Year'} unit="year" value={value} onApply={apply} parse={parseYear} />
  );
}

const KM_PICKS: readonly QuickPick[] = kmQuickPicks();

/** Re-formats the kilometre field while typing: '50000' -> '50,000'. */
function reformatKilometres(text: string): string {
  const n = parseKilometres(text);
  return n === null ? '' : formatThousands(n);
}

/**
 * Kilometre range (SPEC.md §5 kilometre input): 'Kms from' and 'Kms to'
 * fields with thousands separators, the ' kms' suffix and quick picks,
 * applied as soon as a value is picked, entered or left.
 */
export function KmRangeWidget() {
  const { value, apply } = useRangeFilter('km');
  const legend = FACET_LEGENDS['km'] ?? 'Kilometres';
  const km = {
    picks: KM_PICKS,
    format: formatThousands,
    parse: parseKilometres,
    reformat: reformatKilometres,
    suffix: KM_SUFFIX.trim(),
  };
  return (
    <fieldset className="facet km-range">
      <legend>{legend}</legend>
      <div className="range-inputs__row">
        <QuickPickInput
          label="Kms from"
          value={value.min ?? null}
          onCommit={(min) => apply({ min: min ?? undefined, max: value.max })}
          {...km}
        />
        <QuickPickInput
          label="Kms to"
          value={value.max ?? null}
          onCommit={(max) => apply({ min: value.min, max: max ?? undefined })}
          {...km}
        />
      </div>
    </fieldset>
  );
}
