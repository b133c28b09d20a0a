import { addModuleLocales } from '@/app/module-locales';

// The texts of tenant users and tenants, loaded with their pages (both modules use both).
addModuleLocales('tenantUsers', import.meta.glob('../../locales/*/tenantUsers.json', { eager: true, import: 'default' }));
addModuleLocales('tenants', import.meta.glob('../../locales/*/tenants.json', { eager: true, import: 'default' }));
