/** Black or white text, whichever reads better on the colour (a status chip, a diagram node). */
export function textOn(colour: string): string {
  const hex = colour.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#000000' : '#FFFFFF';
}
