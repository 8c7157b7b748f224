/** A car's display title: '2022 Toyota HiLux SR5' (year, make, model, badge). */
export function carTitle(car: {
  year: number;
  make: string;
  model: string;
  badge?: string | null | undefined;
}): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}
