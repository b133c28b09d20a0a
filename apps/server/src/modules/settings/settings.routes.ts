import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settingsBulkSchema, settingsSectionKeys, settingsSections } from '@wb/contract/settings';
import { withCtx } from '@/platform/context';
import { createSecretBox } from '@/platform/crypto/secret-box';
import { getSettingsBulk, sectionKeyOfPath, updateSettingsSection } from './settings.service';

/** GET /settings/bulk for every signed-in user; PUT /settings/{section} with settings:write. */
export function registerSettingsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(app.deps.config.appSecret);

  r.get(
    '/api/v1/settings/bulk',
    { config: { permission: 'authenticated' }, schema: { tags: ['settings'], response: { 200: settingsBulkSchema } } },
    (req) => withCtx(req, getSettingsBulk),
  );

  for (const key of settingsSectionKeys) {
    const section = settingsSections[key];
    r.put(
      `/api/v1/settings/${section.path}`,
      {
        config: { permission: 'settings:write' },
        schema: { tags: ['settings'], body: section.input, response: { 200: section.schema } },
      },
      (req) => withCtx(req, (ctx) => updateSettingsSection(ctx, box, key, req.body as Record<string, unknown>)),
    );
  }

  // Any other section name: 404, like a missing resource.
  r.put(
    '/api/v1/settings/:section',
    { config: { permission: 'settings:write' }, schema: { tags: ['settings'], params: z.object({ section: z.string() }) } },
    async (req) => sectionKeyOfPath(req.params.section),
  );
}
