/**
 * What the shell shows from the workspace settings, in one module that they
 * load lazily: the settings query code then stays out of the first page's JavaScript.
 */
export { CompanyLogo } from './company-logo';
export { SettingsPreload } from './settings-preload';
