import { formatThousands } from '../../../core/money.ts';
import { parseKilometres } from '../../../core/inputs.ts';
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

/** Kilometre range: min and max inputs with thousands separators (SPEC.md §5 kilometre input). */
export function KmRangeWidget() {
  const { value, apply } = useRangeFilter('km');
  return (
    <RangeInputs
      legend={FACET_LEGENDS['km'] ?? 'Kilometres'}
      unit="kms"
      value={value}
      onApply={apply}
      format={formatThousands}
      parse={parseKilometres}
    />
  );
}
