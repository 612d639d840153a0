import type { Figure } from '../lib/figures';
import { measureImport } from './import-bench';
import { largeTenantDatabaseUrl, openLargeTenant } from './large-tenant';

/**
 * Only the crm suite's CSV import (`npm run bench -- crm-import`) on the same large tenant, for
 * work on the import without the ten minutes of the whole suite.
 */
export async function run(): Promise<Figure[]> {
  const { bench } = await openLargeTenant();
  try {
    return await measureImport(bench.origin, largeTenantDatabaseUrl, Number(process.env.BENCH_IMPORT_ROWS ?? 200_000));
  } finally {
    await bench.stop();
  }
}
