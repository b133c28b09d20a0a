import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarMaxBytes, profileSchema, securitySettingsInputSchema, updateProfileInputSchema } from '@wb/contract/profile';
import { withAccountCtx } from './account-context';
import { toAvatarImage } from './avatar-image';
import { readAvatarUpload } from './avatar-upload';
import { deleteAvatar, getAvatar, getProfile, updateAvatar, updateProfile, updateSecuritySettings } from './profile.service';

/** Settings → Profile, and the preferences of Settings → Account security. Any signed-in person, for themselves. */
export function registerProfileRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const own = { permission: 'authenticated' as const };

  r.get('/api/v1/auth/profile', { config: own, schema: { tags: ['auth'], response: { 200: profileSchema } } }, (req) =>
    withAccountCtx(req, getProfile),
  );

  r.put(
    '/api/v1/auth/profile',
    { config: own, schema: { tags: ['auth'], body: updateProfileInputSchema, response: { 200: profileSchema } } },
    (req) => withAccountCtx(req, (ctx) => updateProfile(ctx, app.deps.config, req.body)),
  );

  r.put(
    '/api/v1/auth/security-settings',
    { config: own, schema: { tags: ['auth'], body: securitySettingsInputSchema, response: { 200: profileSchema } } },
    (req) => withAccountCtx(req, (ctx) => updateSecuritySettings(ctx, req.body)),
  );

  r.get('/api/v1/auth/profile/avatar', { config: own, schema: { tags: ['auth'] } }, async (req, reply) => {
    const avatar = await withAccountCtx(req, getAvatar);
    return reply.type(avatar.contentType).header('cache-control', 'private, no-cache').send(avatar.data);
  });

  r.delete('/api/v1/auth/profile/avatar', { config: own, schema: { tags: ['auth'], response: { 200: profileSchema } } }, (req) =>
    withAccountCtx(req, deleteAvatar),
  );

  // The upload lives in a scope of its own with the multipart parser, unless the app has one already.
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(multipart, { limits: { fileSize: avatarMaxBytes, files: 1 } });
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/auth/profile/avatar',
      {
        config: { ...own, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], response: { 200: profileSchema } },
      },
      async (req) => {
        // Checked and resized before the transaction opens: image work must not hold a connection.
        const image = await toAvatarImage(await readAvatarUpload(req));
        return withAccountCtx(req, (ctx) => updateAvatar(ctx, image));
      },
    );
  });
}
