import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@wb/contract/common';
import { companyLogoResponseSchema } from '@wb/contract/settings';
import { withCtx } from '@/platform/context';
import { AppError, invalidField } from '@/platform/errors';
import { deleteCompanyLogo, getCompanyLogo, logoPath, prepareCompanyLogo, updateCompanyLogo } from './company-logo.service';
import { maxLogoBytes } from './logo-image';

/**
 * The company logo: uploaded as multipart field `file` (settings:write), removed, and fetched
 * with authentication by the side menu. Multipart parsing is registered in this scope only.
 */
export function registerCompanyLogoRoutes(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxLogoBytes, files: 1, fields: 5, parts: 6 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      logoPath,
      { config: { permission: 'settings:write' }, schema: { tags: ['settings'], response: { 200: companyLogoResponseSchema } } },
      async (req) => {
        // Decoded and scaled before the transaction opens (see prepareCompanyLogo).
        const upload = await prepareCompanyLogo(await readFileField(req));
        return withCtx(req, (ctx) => updateCompanyLogo(ctx, upload));
      },
    );

    r.delete(logoPath, { config: { permission: 'settings:write' }, schema: { tags: ['settings'], response: { 200: okSchema } } }, (req) =>
      withCtx(req, deleteCompanyLogo),
    );

    r.get(logoPath, { config: { permission: 'authenticated' }, schema: { tags: ['settings'] } }, async (req, reply) => {
      const logo = await withCtx(req, getCompanyLogo);
      reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('etag', `"${logo.sha256}"`)
        // An SVG opened on its own still runs nothing and loads nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(logo.content);
    });
  });
}

/** The uploaded file of field `file`, read whole (at most 2 MB), as a 4xx when absent or too large. */
async function readFileField(req: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  const missing = () => invalidField('file', 'validation.required');
  if (!req.isMultipart()) throw missing();
  const file = await req.file();
  if (file?.fieldname !== 'file') throw missing();
  try {
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if (err instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'logo.tooLarge', undefined, { details: [{ path: 'file', key: 'logo.fileTooLarge' }] });
    }
    throw err;
  }
}
