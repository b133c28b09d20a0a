import arAuth from './ar/auth.json';
import arCommon from './ar/common.json';
import arDashboard from './ar/dashboard.json';
import arSettings from './ar/settings.json';
import arShell from './ar/shell.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import nlAuth from './nl/auth.json';
import nlCommon from './nl/common.json';
import nlDashboard from './nl/dashboard.json';
import nlSettings from './nl/settings.json';
import nlShell from './nl/shell.json';
import trAuth from './tr/auth.json';
import trCommon from './tr/common.json';
import trDashboard from './tr/dashboard.json';
import trSettings from './tr/settings.json';
import trShell from './tr/shell.json';

/** Every namespace in every language; a unit test proves the four have the same keys. */
export const resources = {
  nl: { common: nlCommon, shell: nlShell, auth: nlAuth, dashboard: nlDashboard, settings: nlSettings },
  en: { common: enCommon, shell: enShell, auth: enAuth, dashboard: enDashboard, settings: enSettings },
  tr: { common: trCommon, shell: trShell, auth: trAuth, dashboard: trDashboard, settings: trSettings },
  ar: { common: arCommon, shell: arShell, auth: arAuth, dashboard: arDashboard, settings: arSettings },
} as const;
