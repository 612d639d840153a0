import type { AssetKind } from '@smartcrm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The `v` of the asset URL in the tenant's branding: a prefix of the content hash. */
function currentVersion(request: FastifyRequest, kind: AssetKind): string | null {
  const url = request.tenant?.branding[kind];
  return url ? new URL(url, 'http://x').searchParams.get('v') : null;
}

/**
 * Serves the resolved tenant's logo or favicon. A URL naming the current hash may be cached for
 * good (a new upload is a new URL); any other is revalidated, answered 304 from the tenant
 * cache without reading the bytes.
 */
export async function sendAsset(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, kind: AssetKind) {
  const version = currentVersion(request, kind);
  const requested = (request.query as { v?: unknown }).v;
  const etag = version ? `"${version}"` : null;
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Vary', 'Host, X-Tenant-ID');
  reply.header('Cache-Control', version && requested === version ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (etag && request.headers['if-none-match'] === etag) return reply.status(304).send();
  const asset = await app.rpc.call('tenant.assets.get', { kind }, request.rpcContext());
  if (etag) reply.header('ETag', etag);
  if (asset.contentType === 'image/svg+xml') reply.header('Content-Security-Policy', svgPolicy);
  return reply.type(asset.contentType).send(Buffer.from(asset.dataBase64, 'base64'));
}
