/**
 * Per-manufacturer button colours (SPEC.md §2 "per-manufacturer button colour
 * themes"). A group site styles a car's action buttons in its make's colours;
 * a franchise site uses its own theme everywhere. Colours pass WCAG AA for
 * the button text colour given.
 */
export interface ButtonTheme {
  accent: string;
  accentContrast: string;
}

export const MANUFACTURER_THEMES: Readonly<Record<string, ButtonTheme>> = {
  Toyota: { accent: '#c8102e', accentContrast: '#ffffff' },
  Mazda: { accent: '#101010', accentContrast: '#ffffff' },
  Hyundai: { accent: '#002c5f', accentContrast: '#ffffff' },
  Ford: { accent: '#00095b', accentContrast: '#ffffff' },
  Kia: { accent: '#05141f', accentContrast: '#ffffff' },
  Mitsubishi: { accent: '#b00010', accentContrast: '#ffffff' },
  Suzuki: { accent: '#003da5', accentContrast: '#ffffff' },
  Nissan: { accent: '#a3001d', accentContrast: '#ffffff' },
  Subaru: { accent: '#013c74', accentContrast: '#ffffff' },
  Volkswagen: { accent: '#001e50', accentContrast: '#ffffff' },
  Isuzu: { accent: '#a6192e', accentContrast: '#ffffff' },
  MG: { accent: '#7a0a0a', accentContrast: '#ffffff' },
  Yamaha: { accent: '#0b2a7a', accentContrast: '#ffffff' },
  Honda: { accent: '#b5121b', accentContrast: '#ffffff' },
  Kawasaki: { accent: '#2f6b1a', accentContrast: '#ffffff' },
  Jayco: { accent: '#004b87', accentContrast: '#ffffff' },
};

/** The make's button theme, or null to keep the tenant's own. */
export function manufacturerTheme(make: string | null | undefined): ButtonTheme | null {
  return (make && MANUFACTURER_THEMES[make]) || null;
}

/** Inline CSS custom properties for an element styled in a make's colours. */
export function manufacturerThemeStyle(make: string | null | undefined): string | undefined {
  const theme = manufacturerTheme(make);
  return theme ? `--accent:${theme.accent};--accent-contrast:${theme.accentContrast}` : undefined;
}
