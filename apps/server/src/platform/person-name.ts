/** How a user is named in the interface ("Anna de Vries"), their e-mail when they have no name. */
export function personName(first: string | null, last: string | null, email: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name || email || '';
}
