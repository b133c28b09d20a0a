import nlAuth from './nl/auth.json';
import nlCommon from './nl/common.json';
import nlErrors from './nl/errors.json';
import nlShell from './nl/shell.json';

/**
 * The namespaces every first page needs (`errors`: the API's messages by key, see app/messages.ts), bundled in Dutch (the default and fallback). Other
 * languages and every module's namespace load on demand (app/i18n.ts, lazy-namespace.ts).
 */
export const coreNamespaces = ['common', 'shell', 'auth', 'errors'] as const;

export const bundledResources = { nl: { common: nlCommon, shell: nlShell, auth: nlAuth, errors: nlErrors } };
