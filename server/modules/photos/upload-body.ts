import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, type Message, withValues } from '../../lib/errors.js';
import { msg } from '@common/i18n/keys.js';

export interface UploadLimits {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** How the size limit is told to the user ("The photo", "The import file"). */
  what: Message;
}

const tooLarge = ({ maxBytes, what }: UploadLimits) =>
  new HttpError(413, withValues('errors:photos.fileTooLarge', { what, mb: Math.round(maxBytes / 1024 / 1024) }));

function assertMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, msg('errors:photos.notMultipart'));
}

/**
 * Walks a multipart body: text fields, then `onFile` for the part named `file` (the only file part read;
 * others are drained). A file over the limit becomes a 413 with a clear message, whichever part notices.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  limits: UploadLimits,
  onFile: (file: MultipartFile, fields: Record<string, string>) => Promise<T>,
): Promise<{ fields: Record<string, string>; result: T | undefined }> {
  assertMultipart(request);
  const fields: Record<string, string> = {};
  let result: T | undefined;
  let seen = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && !seen) {
        seen = true;
        result = await onFile(part, fields);
      } else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, msg('errors:photos.tooManyParts'));
    throw err;
  }
  if (!seen) throw new HttpError(400, msg('errors:photos.chooseFile'), { file: msg('errors:photos.chooseFileField') });
  return { fields, result };
}

/** The whole file in memory (photos are at most a few MB), or a 413. */
export async function fileBuffer(file: MultipartFile, limits: UploadLimits): Promise<Buffer> {
  const data = await file.toBuffer();
  if (file.file.truncated) throw tooLarge(limits);
  return data;
}
