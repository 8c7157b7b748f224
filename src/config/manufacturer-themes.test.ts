import { describe, expect, it } from 'vitest';
import { MANUFACTURER_THEMES, manufacturerThemeStyle } from './manufacturer-themes.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('manufacturer button themes', () => {
  it.each(Object.entries(MANUFACTURER_THEMES))('%s buttons are readable (AA, 4.5:1)', (_make, theme) => {
    expect(contrast(theme.accent, theme.accentContrast)).toBeGreaterThanOrEqual(4.5);
  });
  it('styles a known make and leaves others to the tenant theme', () => {
    expect(manufacturerThemeStyle('Toyota')).toBe('--accent:#c8102e;--accent-contrast:#ffffff');
    expect(manufacturerThemeStyle('Unknown Motors')).toBeUndefined();
    expect(manufacturerThemeStyle(null)).toBeUndefined();
  });
});
