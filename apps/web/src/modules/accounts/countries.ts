/** Countries a Dutch wholesaler's customers are in, first; named in the user's language. */
const countries = ['NL', 'BE', 'DE', 'FR', 'LU', 'GB', 'IE', 'DK', 'SE', 'NO', 'PL', 'AT', 'CH', 'ES', 'PT', 'IT', 'GR', 'TR', 'MA', 'US'];

export function countryOptions(language: string): Array<{ value: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return countries.map((code) => ({ value: code, label: names?.of(code) ?? code }));
}
