/**
 * A statement file's text: UTF-8, or Windows-1252 when the bytes are not valid UTF-8 (older
 * MT940 exports of Dutch banks), so that é and € in a description survive.
 */
export async function readStatementText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
