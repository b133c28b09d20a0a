/** A decimal string as euros in the user's language, without ever making the amount a JS number for arithmetic. */
export function formatMoney(value: string, language: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = `${fraction}00`.slice(0, 2);
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language;
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? ',';
  return `${negative ? '-' : ''}€ ${grouped}${decimal}${cents}`;
}
