/**
 * MT940 text as banks write it, split into messages of tagged fields. What lies outside the
 * fields is the banks' wrapping and is skipped: SWIFT blocks `{1:…}{2:…}{3:…}{4:` on one line or
 * on lines of their own (ING), Rabobank's `:940:`, ABN AMRO's `ABNANL2A` / `940` / `ABNANL2A`,
 * ING's `0000 01INGBNL2AXXXX00001` and `940 00`, and trailers (`-}`, `-`, `-XXX`, `-}{1:…`).
 * A message starts at each :20: field.
 */
export type Field = { tag: string; value: string; line: number };
export type Message = { fields: Field[]; line: number };

const tagLine = /^:(\d{2}[A-Z]?):(.*)$/;

export function messagesOf(text: string): Message[] {
  const steps = messageSteps(text);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** The same, pausing (yield) every few thousand lines so a caller can let other work run. */
export function* messageSteps(text: string): Generator<void, Message[]> {
  const messages: Message[] = [];
  let current: Message | null = null;
  let open: Field | null = null;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    if (index % 10_000 === 9_999) yield;
    const line = raw.replace(/\s+$/, '');
    if (line === '') continue;
    const tagged = tagLine.exec(line);
    if (tagged) {
      const field: Field = { tag: tagged[1] ?? '', value: tagged[2] ?? '', line: index + 1 };
      if (field.tag === '20' || !current) {
        current = { fields: [], line: index + 1 };
        messages.push(current);
      }
      current.fields.push(field);
      open = field;
    } else if (line.startsWith('-') || line.startsWith('{')) {
      // A trailer or a block header: the field before it is closed.
      open = null;
    } else if (open) {
      open.value += `\n${line}`;
    }
    // Anything else outside a field is a bank's header line.
  }
  return messages;
}
