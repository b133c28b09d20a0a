/** Parameters of a message: the values of its `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message by key, with the values of its placeholders. */
export type KeyedMessage = { key: string; params?: MessageParams };

/**
 * A keyed message as one string, for the places that carry a single string (a zod issue's
 * message): the key alone, or the key, a space and its parameters as JSON.
 */
export function encodeMessage(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key;
}

/** Reads what encodeMessage wrote; any other text comes back as a key of its own, without params. */
export function decodeMessage(text: string): KeyedMessage {
  const space = text.indexOf(' ');
  if (space < 0) return { key: text };
  try {
    const params = JSON.parse(text.slice(space + 1)) as unknown;
    if (params && typeof params === 'object' && !Array.isArray(params))
      return { key: text.slice(0, space), params: params as MessageParams };
  } catch {
    // not an encoded message
  }
  return { key: text };
}

/** A template with its `{name}` placeholders filled in (unknown ones stay as they are). */
export function fillIn(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}
