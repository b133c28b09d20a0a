import type { AiIntent, AiLanguage } from '@wb/contract/ai-chat';

/**
 * The example utterances the built-in engine is trained on at start, per language and intent.
 * Names of accounts and items are left out: slots are filled from the company's own records.
 */
export const aiCorpus: Record<AiLanguage, Record<AiIntent, string[]>> = {
  nl: {
    revenue: [
      'hoeveel omzet deze maand',
      'wat is de omzet',
      'omzet vorige maand',
      'hoeveel hebben we verkocht deze week',
      'omzet dit jaar',
      'wat was de omzet vandaag',
      'totale omzet',
      'hoeveel verdiend deze maand',
    ],
    openInvoices: [
      'openstaande facturen van',
      'welke facturen staan nog open bij',
      'onbetaalde facturen',
      'wat moet nog betalen',
      'open facturen klant',
      'hoeveel staat er open bij',
    ],
    lowStock: [
      'welke artikelen zijn bijna op',
      'lage voorraad',
      'wat moet ik bijbestellen',
      'artikelen met weinig voorraad',
      'wat raakt op',
      'welke producten zijn bijna uitverkocht',
    ],
    dormantAccounts: [
      'welke klanten bestelden 30 dagen niet',
      'klanten die lang niet besteld hebben',
      'wie heeft niet meer besteld',
      'inactieve klanten',
      'klanten zonder bestelling sinds 60 dagen',
    ],
    accountPurchases: [
      'wat kocht vorige maand',
      'wat heeft gekocht',
      'welke artikelen bestelde deze maand',
      'aankopen van klant',
      'wat bestelde dit jaar',
    ],
    cratesOut: ['hoeveel kratten staan er uit bij', 'kratten saldo', 'hoeveel kratten heeft', 'emballage bij klant', 'openstaande kratten'],
    draftOrder: [
      'maak een order voor',
      'nieuwe bestelling voor',
      'bestel voor 5 volle melk',
      'order aanmaken voor',
      'zet een order klaar voor',
    ],
  },
  en: {
    revenue: [
      'how much revenue this month',
      'what is the revenue',
      'revenue last month',
      'how much did we sell this week',
      'sales this year',
      'what was the turnover today',
      'total revenue',
    ],
    openInvoices: [
      'open invoices of',
      'which invoices are still open for',
      'unpaid invoices',
      'what does still owe',
      'outstanding invoices for customer',
    ],
    lowStock: [
      'which items are almost out of stock',
      'low stock',
      'what should I reorder',
      'items running low',
      'products almost sold out',
    ],
    dormantAccounts: [
      'which customers did not order for 30 days',
      'customers who have not ordered lately',
      'who stopped ordering',
      'inactive customers',
      'accounts without orders for 60 days',
    ],
    accountPurchases: [
      'what did buy last month',
      'what has bought',
      'which items did order this month',
      'purchases of customer',
      'what did order this year',
    ],
    cratesOut: ['how many crates are out at', 'crate balance', 'how many crates does have', 'packages at customer', 'outstanding crates'],
    draftOrder: ['make an order for', 'new order for', 'create an order for', 'order 5 whole milk for', 'prepare an order for'],
  },
  tr: {
    revenue: [
      'bu ay ne kadar ciro',
      'ciro nedir',
      'geçen ay ciro',
      'bu hafta ne kadar sattık',
      'bu yıl satışlar',
      'bugünkü ciro',
      'toplam ciro',
    ],
    openInvoices: [
      'açık faturaları',
      'hangi faturalar hala açık',
      'ödenmemiş faturalar',
      'müşterinin açık faturaları',
      'bekleyen faturalar',
    ],
    lowStock: ['hangi ürünler bitmek üzere', 'düşük stok', 'neyi yeniden sipariş etmeliyim', 'stoğu azalan ürünler', 'stok az'],
    dormantAccounts: [
      'hangi müşteriler 30 gündür sipariş vermedi',
      'uzun süredir sipariş vermeyen müşteriler',
      'pasif müşteriler',
      'sipariş vermeyen müşteriler',
    ],
    accountPurchases: ['geçen ay ne aldı', 'ne satın aldı', 'bu ay hangi ürünleri sipariş etti', 'müşterinin alımları'],
    cratesOut: ['kaç kasa dışarıda', 'kasa bakiyesi', 'kaç kasası var', 'müşterideki kasalar'],
    draftOrder: ['için sipariş oluştur', 'yeni sipariş', 'sipariş hazırla', 'için 5 tam yağlı süt sipariş et'],
  },
  ar: {
    revenue: [
      'كم الإيرادات هذا الشهر',
      'ما هي الإيرادات',
      'إيرادات الشهر الماضي',
      'كم بعنا هذا الأسبوع',
      'المبيعات هذا العام',
      'إجمالي الإيرادات',
    ],
    openInvoices: ['الفواتير المفتوحة', 'ما هي الفواتير غير المدفوعة', 'فواتير مستحقة للعميل', 'الفواتير المفتوحة للعميل'],
    lowStock: ['ما هي الأصناف التي أوشكت على النفاد', 'مخزون منخفض', 'ماذا يجب أن أعيد طلبه', 'أصناف قليلة المخزون'],
    dormantAccounts: ['أي العملاء لم يطلبوا منذ 30 يوما', 'العملاء غير النشطين', 'عملاء لم يطلبوا مؤخرا', 'من توقف عن الطلب'],
    accountPurchases: ['ماذا اشترى الشهر الماضي', 'مشتريات العميل', 'ما الأصناف التي طلبها هذا الشهر', 'ماذا اشترى'],
    cratesOut: ['كم صندوقا عند', 'رصيد الصناديق', 'كم صندوق لدى العميل', 'الصناديق المستحقة'],
    draftOrder: ['أنشئ طلبا لـ', 'طلب جديد لـ', 'اعمل طلب', 'جهز طلبا'],
  },
};

/** Questions about other things, per language: what the engine learns not to take for an intent. */
export const aiNoneCorpus: Record<AiLanguage, string[]> = {
  nl: [
    'wat is de hoofdstad van frankrijk',
    'hoe laat is het',
    'vertel een grap',
    'wat is het weer morgen',
    'hallo',
    'wie ben jij',
    'wie won de wedstrijd',
  ],
  en: [
    'what is the capital of france',
    'what time is it',
    'tell me a joke',
    'what is the weather tomorrow',
    'hello',
    'who are you',
    'who won the match',
  ],
  tr: ['fransanın başkenti neresi', 'saat kaç', 'bir fıkra anlat', 'yarın hava nasıl', 'merhaba', 'sen kimsin'],
  ar: ['ما هي عاصمة فرنسا', 'كم الساعة', 'احك لي نكتة', 'كيف الطقس غدا', 'مرحبا', 'من أنت'],
};
