/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A period as from–to dates (inclusive), named by its key for the answer. */
export type Period = {
  key: 'today' | 'thisWeek' | 'thisMonth' | 'lastMonth' | 'thisYear' | 'lastYear' | 'lastDays';
  from: string;
  to: string;
  days?: number;
};

const words: Record<Exclude<Period['key'], 'lastDays'>, RegExp> = {
  today: /\b(vandaag|today|bugün)\b|اليوم/iu,
  thisWeek: /\b(deze week|this week|bu hafta)\b|هذا الأسبوع/iu,
  lastMonth: /\b(vorige maand|last month|previous month|geçen ay)\b|الشهر الماضي/iu,
  thisMonth: /\b(deze maand|this month|bu ay)\b|هذا الشهر/iu,
  lastYear: /\b(vorig jaar|last year|geçen yıl)\b|العام الماضي/iu,
  thisYear: /\b(dit jaar|this year|bu yıl)\b|هذا العام|هذه السنة/iu,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The first whole number in the text (Western or Arabic-Indic digits), if any. */
export function numberIn(text: string): number | null {
  const western = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const m = /\b(\d{1,4})\b/u.exec(western) ?? /(\d{1,4})/u.exec(western);
  return m ? Number(m[1]) : null;
}

/** The period a question names, relative to the company's today; `fallback` when it names none. */
export function periodIn(text: string, today: string, fallback: Period['key'] = 'thisMonth'): Period {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const lastDays = /\b(?:laatste|afgelopen|last|past|son)\s+(\d{1,4})\s+(?:dagen|days|gün)\b/iu.exec(text);
  if (lastDays) {
    const days = Number(lastDays[1]);
    return { key: 'lastDays', from: addDays(today, -(days - 1)), to: today, days };
  }
  const key = (Object.keys(words) as Array<keyof typeof words>).find((k) => words[k].test(text)) ?? fallback;
  return periodOf(key as Exclude<Period['key'], 'lastDays'>, today, y, m);
}

function periodOf(key: Exclude<Period['key'], 'lastDays'>, today: string, y: number, m: number): Period {
  const monthEnd = (yy: number, mm: number) => `${yy}-${pad(mm)}-${pad(new Date(Date.UTC(yy, mm, 0)).getUTCDate())}`;
  switch (key) {
    case 'today':
      return { key, from: today, to: today };
    case 'thisWeek': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { key, from: addDays(today, -weekday), to: today };
    }
    case 'lastMonth': {
      const ly = m === 1 ? y - 1 : y;
      const lm = m === 1 ? 12 : m - 1;
      return { key, from: `${ly}-${pad(lm)}-01`, to: monthEnd(ly, lm) };
    }
    case 'thisYear':
      return { key, from: `${y}-01-01`, to: today };
    case 'lastYear':
      return { key, from: `${y - 1}-01-01`, to: `${y - 1}-12-31` };
    default:
      return { key: 'thisMonth', from: `${y}-${pad(m)}-01`, to: today };
  }
}

/** "5 volle melk, 2 kaas" → quantity and item text per part (what follows the account name or a colon). */
export function orderLinesIn(text: string): Array<{ quantity: number; item: string }> {
  const tail = text.includes(':') ? text.slice(text.indexOf(':') + 1) : text;
  const lines: Array<{ quantity: number; item: string }> = [];
  for (const part of tail.split(/,|\ben\b|\band\b|\bve\b|و/iu)) {
    const m = /(\d+(?:[.,]\d+)?)\s*(?:x\s*)?([^\d].*)$/iu.exec(part.trim());
    if (m?.[1] && m[2]) lines.push({ quantity: Number(m[1].replace(',', '.')), item: m[2].trim() });
  }
  return lines;
}
