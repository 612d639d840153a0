import multipart from '@fastify/multipart';
import { AppError, type AssetKind, assetMaxBytes, Tenant, UpdateBrandingInput, access } from '@smartcrm/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAsset } from '../../../platform/tenant-asset-response';

const config = access.branding;
const tags = ['tenant'];
const assetKinds: AssetKind[] = ['logo', 'favicon'];
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

/** White-label branding (issue 3): colours, names, support contacts, logo and favicon. */
const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.put(
    '/branding',
    { config, schema: { tags, summary: 'Change the branding', body: UpdateBrandingInput, response: { 200: Tenant } } },
    async (request) => {
      const tenant = await app.rpc.call('tenant.tenants.update_branding', request.body, request.rpcContext());
      app.tenants.drop(tenant.id);
      return tenant;
    },
  );

  for (const kind of assetKinds) {
    app.put(
      `/${kind}`,
      {
        config,
        schema: { tags, summary: `Upload the ${kind} (multipart, field "file")`, consumes: ['multipart/form-data'] },
      },
      async (request) => {
        const { contentType, bytes } = await readUpload(request, kind);
        const input = { kind, contentType, dataBase64: bytes.toString('base64') };
        const tenant = await app.rpc.call('tenant.assets.put', input, request.rpcContext());
        app.tenants.drop(tenant.id);
        return tenant;
      },
    );
    app.delete(`/${kind}`, { config, schema: { tags, summary: `Remove the ${kind}` } }, async (request) => {
      const tenant = await app.rpc.call('tenant.assets.delete', { kind }, request.rpcContext());
      app.tenants.drop(tenant.id);
      return tenant;
    });
    app.get(
      `/${kind}`,
      { config: { public: true }, schema: { tags, summary: `The workspace's ${kind} image` } },
      (request, reply) => sendAsset(app, request, reply, kind),
    );
  }
};
export default brandingRoutes;
