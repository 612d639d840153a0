import { AppError, type AssetKind, assetMaxBytes } from '@smartcrm/contracts';
import type { FastifyRequest } from 'fastify';

const labels: Record<AssetKind, string> = { logo: 'The logo', favicon: 'The favicon' };

/** Reads the one uploaded file, stopping one byte past the kind's limit so an oversized file is named as such. */
export async function readUpload(request: FastifyRequest, kind: AssetKind) {
  if (!request.isMultipart()) throw new AppError('bad_input', 'Send the image as multipart/form-data');
  const file = await request.file({ limits: { fileSize: assetMaxBytes[kind] + 1, files: 1, fields: 0, parts: 1 } });
  if (!file) throw new AppError('bad_input', 'No file in the upload');
  try {
    return { contentType: file.mimetype, bytes: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new AppError('bad_input', `${labels[kind]} is larger than ${assetMaxBytes[kind] / 1024} KB`, {
      field: 'file',
    });
  }
}
