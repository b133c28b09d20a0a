/** `?a=1&b=x` from the set values of `params` (undefined, null and '' are left out); '' when none is set. */
export function queryString(params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
