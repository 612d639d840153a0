/** Where and as whom the scenarios run: `k6 run -e BASE_URL=… -e TENANT=… -e EMAIL=… -e PASSWORD=…`. */
export const config = {
  baseUrl: __ENV.BASE_URL ?? 'http://localhost:3000',
  tenant: __ENV.TENANT ?? 'demo',
  email: __ENV.EMAIL ?? 'user@demo.smartcrm.local',
  password: __ENV.PASSWORD ?? 'demo-user-123',
};

export const jsonHeaders = { 'content-type': 'application/json', 'x-tenant-id': config.tenant };
