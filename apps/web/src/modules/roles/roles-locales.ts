import { addModuleLocales } from '@/app/module-locales';

// The texts of the roles tab, loaded with it.
addModuleLocales('roles', import.meta.glob('../../locales/*/roles.json', { eager: true, import: 'default' }));
