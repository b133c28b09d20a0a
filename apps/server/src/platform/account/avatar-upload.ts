import { avatarField, avatarMaxBytes } from '@wb/contract/profile';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '@/platform/errors';

/** Reads the one file of a multipart upload in field `avatar`, at most 2 MB (an HTTP concern, for the route). */
export async function readAvatarUpload(req: FastifyRequest): Promise<Buffer> {
  const missing = new AppError('VALIDATION_FAILED', 'account.avatarMissing', undefined, {
    details: [{ path: avatarField, key: 'validation.required' }],
  });
  if (!req.isMultipart()) throw missing;
  try {
    const file = await req.file({ limits: { fileSize: avatarMaxBytes, files: 1, fields: 0, parts: 2 } });
    if (!file || file.fieldname !== avatarField) throw missing;
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('PAYLOAD_TOO_LARGE', avatarField, 'account.avatarTooLarge');
    if (code?.startsWith('FST_')) throw missing;
    throw err;
  }
}
