/**
 * The payload of an EPC QR code ("SEPA QR", "GiroCode", EPC069-12 version 002) for paying an
 * invoice by SEPA credit transfer: one field per line, trailing empty fields left out, at most
 * 331 bytes. Answers null when it cannot be made (no IBAN, no name, or an amount out of range).
 */
export type EpcTransfer = { name: string; iban: string; bic?: string; amount: string; remittance: string };

export function epcQrPayload(transfer: EpcTransfer): string | null {
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  const name = transfer.name.trim().slice(0, 70);
  if (!iban || iban.length > 34 || !name) return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(transfer.amount)) return null;
  const [whole = '0', fraction = ''] = transfer.amount.split('.');
  const cents = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  if (cents < 1n || cents > 99_999_999_999n) return null;
  const amount = `EUR${whole.replace(/^0+(?=\d)/, '')}.${`${fraction}00`.slice(0, 2)}`;
  const fields = [
    'BCD',
    '002',
    '1',
    'SCT',
    (transfer.bic ?? '').trim(),
    name,
    iban,
    amount,
    '',
    '',
    transfer.remittance.trim().slice(0, 140),
  ];
  while (fields.length && fields[fields.length - 1] === '') fields.pop();
  const payload = fields.join('\n');
  return new TextEncoder().encode(payload).length <= 331 ? payload : null;
}
