import { type AiIntent, type AiLanguage, aiIntents, aiLanguages } from '@wb/contract/ai-chat';
import { containerBootstrap } from '@nlpjs/core';
import { Nlp, type NlpInstance } from '@nlpjs/nlp';
import { LangAr } from '@nlpjs/lang-ar';
import { LangEn } from '@nlpjs/lang-en';
import { LangNl } from '@nlpjs/lang-nl';
import { LangTr } from '@nlpjs/lang-tr';
import { Language } from '@nlpjs/language';
import { aiCorpus, aiNoneCorpus } from './ai-corpus';

/** Below this score an intent is not taken: the answer says what can be asked instead. */
export const intentThreshold = 0.6;

export type Understood = { language: AiLanguage; intent: AiIntent | null; score: number };

let trained: Promise<NlpInstance> | null = null;
const language = new Language();

/** Yields to the event loop between chunks of start-up work. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Trains the built-in engine once, from the example utterances in the repository. Each language's
 * documents are added with a pause between them; the (small) network trains in a few tens of ms.
 */
export function trainNlu(): Promise<NlpInstance> {
  trained ??= (async () => {
    const container = await containerBootstrap();
    for (const plugin of [Nlp, LangNl, LangEn, LangTr, LangAr]) container.use(plugin);
    const nlp = container.get('nlp');
    nlp.settings.autoSave = false;
    nlp.settings.nlu = { log: false };
    nlp.addLanguage([...aiLanguages]);
    for (const lang of aiLanguages) {
      for (const intent of aiIntents) for (const utterance of aiCorpus[lang][intent]) nlp.addDocument(lang, utterance, intent);
      for (const utterance of aiNoneCorpus[lang]) nlp.addDocument(lang, utterance, 'None');
      await breathe();
    }
    const log = console.log;
    console.log = () => undefined; // nlp.js prints each training epoch
    try {
      await nlp.train();
    } finally {
      console.log = log;
    }
    return nlp;
  })();
  return trained;
}

/** The question's language: Arabic script is Arabic; otherwise nlp.js's guess among the four, else the reader's. */
export function detectLanguage(text: string, fallback: AiLanguage): AiLanguage {
  if (/[\u0600-\u06FF]/u.test(text)) return 'ar';
  if (/[ğışĞİŞ]/u.test(text)) return 'tr';
  const best = language.guess(text, ['nl', 'en', 'tr'], 3)[0];
  return best && best.score > 0.5 ? (best.alpha2 as AiLanguage) : fallback;
}

/** The question's language and intent (null when no intent scores high enough). */
export async function understand(text: string, fallback: AiLanguage): Promise<Understood> {
  const nlp = await trainNlu();
  const lang = detectLanguage(text, fallback);
  const first = await nlp.process(lang, text);
  let best = { language: lang, intent: first.intent, score: first.score };
  if (best.score < intentThreshold && lang !== 'ar') {
    // A short question can look like another language: try the others and keep the surest.
    for (const other of aiLanguages.filter((l) => l !== lang && l !== 'ar')) {
      const r = await nlp.process(other, text);
      if (r.score > best.score) best = { language: lang, intent: r.intent, score: r.score };
    }
  }
  const intent = (aiIntents as readonly string[]).includes(best.intent) && best.score >= intentThreshold ? (best.intent as AiIntent) : null;
  return { language: best.language, intent, score: best.score };
}
