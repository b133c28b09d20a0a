// nlp.js ships no type declarations: the few parts the built-in engine uses.
declare module '@nlpjs/core' {
  export function containerBootstrap(): Promise<{ use(plugin: unknown): void; get(name: 'nlp'): import('@nlpjs/nlp').NlpInstance }>;
}
declare module '@nlpjs/nlp' {
  export type NlpInstance = {
    settings: Record<string, unknown>;
    addLanguage(locales: string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<{ intent: string; score: number; locale: string }>;
  };
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-nl' {
  export const LangNl: unknown;
}
declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-tr' {
  export const LangTr: unknown;
}
declare module '@nlpjs/lang-ar' {
  export const LangAr: unknown;
}
declare module '@nlpjs/language' {
  export class Language {
    guess(text: string, allowList?: string[], limit?: number): Array<{ alpha2: string; score: number }>;
  }
}
