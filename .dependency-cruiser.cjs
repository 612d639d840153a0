/**
 * The dependency rules of the design (shared/DESIGN.md, "Inside each part"), checked by `npm run lint`:
 * contracts ← kit ← services and bff; web depends on contracts only; services never import each other;
 * the BFF reaches services only through contracts over NATS. Workspace imports (`@smartcrm/crm`) resolve
 * through node_modules' symlinks to their folders, so the rules are written on real paths.
 */
const services = '(tenant|identity|crm|ai|signalling|messaging)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes start-up order and test isolation fragile.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-depend-on-nothing-of-ours',
      severity: 'error',
      comment: 'Contracts are imported by every part, the browser included: zod only.',
      from: { path: '^services/contracts/src' },
      to: { path: '^(services/(?!contracts/)|bff/|web/|infra/)' },
    },
    {
      name: 'sdk-stands-alone',
      severity: 'error',
      comment: 'Integrators install the SDK without the product: it is generated from the document, not imported.',
      from: { path: '^sdk/' },
      to: { path: '^(services|bff|web|infra)/' },
    },
    {
      name: 'kit-depends-on-contracts-only',
      severity: 'error',
      from: { path: '^services/kit/src' },
      to: { path: `^(services/${services}/|bff/|web/|infra/)` },
    },
    {
      name: 'services-never-import-each-other',
      severity: 'error',
      comment: 'Services talk over NATS (request/reply and events), never through imports.',
      from: { path: `^services/${services}/src` },
      to: { path: '^(services/|bff/|web/|infra/)', pathNot: ['^services/(contracts|kit)/', '^services/$1/'] },
    },
    {
      name: 'bff-reaches-services-over-nats-only',
      severity: 'error',
      comment: 'The BFF holds no business rules and no SQL: it imports contracts and kit, not services.',
      from: { path: '^bff/src' },
      to: { path: `^(services/${services}/|web/src|infra/)` },
    },
    {
      name: 'web-depends-on-contracts-only',
      severity: 'error',
      comment: 'The browser bundle must not pull in server code.',
      from: { path: '^web/src' },
      to: { path: '^(services/(?!contracts/)|bff/|infra/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
