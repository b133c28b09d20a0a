import { configure } from '@testing-library/dom';

// Async queries wait up to 5 s: a loaded CI machine can take more than the default second to
// load a lazy chunk or namespace.
configure({ asyncUtilTimeout: 5000 });

// The API's messages (namespace `errors`) come with a language's first-page texts in the app
// (app/i18n.ts changeLanguage); tests that switch with i18n.changeLanguage directly get them here.
import { i18n } from '@/app/i18n';
import arErrors from '@/locales/ar/errors.json';
import enErrors from '@/locales/en/errors.json';
import nlErrors from '@/locales/nl/errors.json';
import trErrors from '@/locales/tr/errors.json';

// In Dutch the app bundles a visitor's part and the signed-in shell adds the rest (completeErrorTexts).
i18n.addResourceBundle('nl', 'errors', nlErrors, true, true);
i18n.addResourceBundle('en', 'errors', enErrors, true, true);
i18n.addResourceBundle('tr', 'errors', trErrors, true, true);
i18n.addResourceBundle('ar', 'errors', arErrors, true, true);
