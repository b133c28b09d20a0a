/** The bell's badge text: hidden at zero, capped at 99 (spec §9). */
export function badgeText(count: number, cap = 99): string | null {
  if (count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}
