/**
 * The text of an uploaded file: UTF-8 (a byte-order mark dropped) when its bytes are valid UTF-8,
 * else Windows-1252 — what Dutch Excel writes by default — so that é, ü and € survive.
 */
export function decodeTextBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Windows-1252: Latin-1 except 0x80–0x9F, which hold €, ‚, „, …, †, ‡, ˆ, ‰, Š, ‹, Œ, Ž, quotes,
 * dashes, ˜, ™, š, ›, œ, ž and Ÿ. Written out (Node's TextDecoder reads this label as Latin-1).
 */
const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? high[byte - 0x80] : String.fromCharCode(byte);
  return text;
}
