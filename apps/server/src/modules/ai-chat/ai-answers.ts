import type { AiLanguage, AiResult } from '@wb/contract/ai-chat';

const locales: Record<AiLanguage, string> = { nl: 'nl-NL', en: 'en-GB', tr: 'tr-TR', ar: 'ar' };
type V = Record<string, string | number>;

const eur = (lang: AiLanguage, v: unknown) =>
  new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR' }).format(Number(v));
const num = (lang: AiLanguage, v: unknown) => new Intl.NumberFormat(locales[lang]).format(Number(v));
const day = (lang: AiLanguage, v: unknown) =>
  new Intl.DateTimeFormat(locales[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${String(v)}T00:00:00Z`));

/** The answers' sentences per language; figures are formatted for the language asked in. */
const texts: Record<string, Record<AiLanguage, (v: V, l: AiLanguage) => string>> = {
  'ai.answer.revenue': {
    nl: (v, l) => `De omzet van ${day(l, v.from)} t/m ${day(l, v.to)} is ${eur(l, v.amount)} (${num(l, v.count)} facturen).`,
    en: (v, l) => `Revenue from ${day(l, v.from)} to ${day(l, v.to)} is ${eur(l, v.amount)} (${num(l, v.count)} invoices).`,
    tr: (v, l) => `${day(l, v.from)} – ${day(l, v.to)} arası ciro ${eur(l, v.amount)} (${num(l, v.count)} fatura).`,
    ar: (v, l) => `الإيرادات من ${day(l, v.from)} إلى ${day(l, v.to)} هي ${eur(l, v.amount)} (${num(l, v.count)} فاتورة).`,
  },
  'ai.answer.openInvoices': {
    nl: (v, l) => `${v.account} heeft ${num(l, v.count)} openstaande facturen, samen ${eur(l, v.amount)}.`,
    en: (v, l) => `${v.account} has ${num(l, v.count)} open invoices, together ${eur(l, v.amount)}.`,
    tr: (v, l) => `${v.account} için ${num(l, v.count)} açık fatura var, toplam ${eur(l, v.amount)}.`,
    ar: (v, l) => `لدى ${v.account} ${num(l, v.count)} فواتير مفتوحة بمجموع ${eur(l, v.amount)}.`,
  },
  'ai.answer.lowStock': {
    nl: (v, l) => `${num(l, v.count)} artikelen zitten op of onder de drempel van ${num(l, v.threshold)}.`,
    en: (v, l) => `${num(l, v.count)} items are at or below the threshold of ${num(l, v.threshold)}.`,
    tr: (v, l) => `${num(l, v.count)} ürün ${num(l, v.threshold)} eşiğinde veya altında.`,
    ar: (v, l) => `${num(l, v.count)} أصناف عند الحد ${num(l, v.threshold)} أو أقل.`,
  },
  'ai.answer.stockNotTracked': {
    nl: () => 'Voorraad wordt niet bijgehouden (Instellingen › Artikelen).',
    en: () => 'Stock is not tracked (Settings › Items).',
    tr: () => 'Stok takibi kapalı (Ayarlar › Ürünler).',
    ar: () => 'لا يتم تتبع المخزون (الإعدادات › الأصناف).',
  },
  'ai.answer.dormantAccounts': {
    nl: (v, l) => `${num(l, v.count)} klanten bestelden de laatste ${num(l, v.days)} dagen niet.`,
    en: (v, l) => `${num(l, v.count)} customers did not order in the last ${num(l, v.days)} days.`,
    tr: (v, l) => `${num(l, v.count)} müşteri son ${num(l, v.days)} gündür sipariş vermedi.`,
    ar: (v, l) => `${num(l, v.count)} عملاء لم يطلبوا خلال آخر ${num(l, v.days)} يوما.`,
  },
  'ai.answer.accountPurchases': {
    nl: (v, l) => `${v.account} kocht van ${day(l, v.from)} t/m ${day(l, v.to)} ${num(l, v.count)} artikelen voor ${eur(l, v.amount)}.`,
    en: (v, l) => `${v.account} bought ${num(l, v.count)} items for ${eur(l, v.amount)} from ${day(l, v.from)} to ${day(l, v.to)}.`,
    tr: (v, l) => `${v.account}, ${day(l, v.from)} – ${day(l, v.to)} arası ${eur(l, v.amount)} tutarında ${num(l, v.count)} ürün aldı.`,
    ar: (v, l) => `اشترى ${v.account} ${num(l, v.count)} أصناف بقيمة ${eur(l, v.amount)} من ${day(l, v.from)} إلى ${day(l, v.to)}.`,
  },
  'ai.answer.cratesOut': {
    nl: (v, l) => `Bij ${v.account} staan ${num(l, v.crates)} kratten uit (${num(l, v.packages)} emballage in totaal).`,
    en: (v, l) => `${num(l, v.crates)} crates are out at ${v.account} (${num(l, v.packages)} packages in all).`,
    tr: (v, l) => `${v.account} müşterisinde ${num(l, v.crates)} kasa var (toplam ${num(l, v.packages)} ambalaj).`,
    ar: (v, l) => `لدى ${v.account} ${num(l, v.crates)} صناديق (${num(l, v.packages)} عبوات إجمالا).`,
  },
  'ai.answer.draftOrder': {
    nl: (v, l) => `Concept-order voor ${v.account} met ${num(l, v.count)} regels: open het formulier om te controleren en op te slaan.`,
    en: (v, l) => `Draft order for ${v.account} with ${num(l, v.count)} lines: open the form to check and save it.`,
    tr: (v, l) => `${v.account} için ${num(l, v.count)} satırlık taslak sipariş: kontrol edip kaydetmek için formu açın.`,
    ar: (v, l) => `مسودة طلب لـ ${v.account} من ${num(l, v.count)} بنود: افتح النموذج للتحقق والحفظ.`,
  },
  'ai.answer.notUnderstood': {
    nl: () =>
      'Dat begrijp ik niet. Vraag bijvoorbeeld: "Hoeveel omzet deze maand?", "Openstaande facturen van …", "Welke artikelen zijn bijna op?", "Welke klanten bestelden 30 dagen niet?", "Wat kocht … vorige maand?", "Hoeveel kratten staan er uit bij …?" of "Maak een order voor …: 5 volle melk".',
    en: () =>
      'I did not understand that. You can ask, for example: "How much revenue this month?", "Open invoices of …", "Which items are almost out of stock?", "Which customers did not order for 30 days?", "What did … buy last month?", "How many crates are out at …?" or "Make an order for …: 5 whole milk".',
    tr: () =>
      'Bunu anlayamadım. Örneğin sorabilirsiniz: "Bu ay ne kadar ciro?", "… açık faturaları", "Hangi ürünler bitmek üzere?", "Hangi müşteriler 30 gündür sipariş vermedi?", "… geçen ay ne aldı?", "… kaç kasa dışarıda?"',
    ar: () =>
      'لم أفهم ذلك. يمكنك أن تسأل مثلا: "كم الإيرادات هذا الشهر؟"، "الفواتير المفتوحة لـ …"، "ما هي الأصناف التي أوشكت على النفاد؟"، "أي العملاء لم يطلبوا منذ 30 يوما؟"، "ماذا اشترى … الشهر الماضي؟"، "كم صندوقا عند …؟"',
  },
  'ai.answer.notAllowed': {
    nl: () => 'Dat mag u met uw rol niet inzien, dus daar kan ik geen antwoord op geven.',
    en: () => 'Your role may not see that, so I cannot answer it.',
    tr: () => 'Rolünüz bunu görmeye yetkili değil, bu yüzden cevaplayamam.',
    ar: () => 'لا يسمح دورك برؤية ذلك، لذا لا يمكنني الإجابة.',
  },
  'ai.answer.accountNotFound': {
    nl: () => 'Ik vind geen klant met die naam. Noem de bedrijfsnaam zoals die in Klanten staat.',
    en: () => 'I find no customer by that name. Name the company as it appears under Customers.',
    tr: () => 'Bu isimde müşteri bulamadım. Şirket adını Müşteriler’deki gibi yazın.',
    ar: () => 'لم أجد عميلا بهذا الاسم. اذكر اسم الشركة كما يظهر في العملاء.',
  },
  'ai.answer.itemNotFound': {
    nl: (v) => `Ik vind geen artikel "${v.item}".`,
    en: (v) => `I find no item "${v.item}".`,
    tr: (v) => `"${v.item}" ürününü bulamadım.`,
    ar: (v) => `لم أجد الصنف "${v.item}".`,
  },
  'ai.answer.failed': {
    nl: () => 'Er ging iets mis bij het beantwoorden. Probeer het later opnieuw.',
    en: () => 'Something went wrong while answering. Please try again later.',
    tr: () => 'Cevaplarken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    ar: () => 'حدث خطأ أثناء الإجابة. حاول مرة أخرى لاحقا.',
  },
};

/** The answer's sentence in the language asked in. */
export function answerText(result: Pick<AiResult, 'key' | 'values'>, lang: AiLanguage): string {
  const text = texts[result.key] ?? texts['ai.answer.failed'];
  return (text?.[lang] ?? text?.nl)?.(result.values, lang) ?? '';
}
