import multipart from '@fastify/multipart';
import { type AssetKind, Tenant, UpdateBrandingInput, access } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../../platform/brand-asset-upload';
import { sendAsset } from '../../../platform/tenant-asset-response';

const config = access.branding;
const tags = ['tenant'];
const assetKinds: AssetKind[] = ['logo', 'favicon'];

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
