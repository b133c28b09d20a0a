import nlAuth from './nl/auth.json';
import nlCommon from './nl/common.json';
import {
  account as errorsAccount,
  auth as errorsAuth,
  kvk as errorsKvk,
  notFound as errorsNotFound,
  password as errorsPassword,
  platform as errorsPlatform,
  tenants as errorsTenants,
  text as errorsText,
  validation as errorsValidation,
} from './nl/errors.json';
import nlShell from './nl/shell.json';

/**
 * The namespaces every first page needs (`errors`: the API's messages by key, see app/messages.ts), bundled in Dutch (the default and fallback). Other
 * languages and every module's namespace load on demand (app/i18n.ts, lazy-namespace.ts).
 */
export const coreNamespaces = ['common', 'shell', 'auth', 'errors'] as const;

/**
 * Of the API's messages in Dutch, only the areas a visitor can meet before signing in (sign-in,
 * registration, passwords, the KvK search, validation) are bundled; the rest of the catalogue
 * follows with the signed-in shell (completeErrorTexts in app/i18n.ts).
 */
const nlErrors = {
  validation: errorsValidation,
  auth: errorsAuth,
  password: errorsPassword,
  platform: errorsPlatform,
  kvk: errorsKvk,
  tenants: errorsTenants,
  account: errorsAccount,
  notFound: errorsNotFound,
  text: errorsText,
};

export const bundledResources = { nl: { common: nlCommon, shell: nlShell, auth: nlAuth, errors: nlErrors } };
