// Import rules that CI enforces (`npm run check:imports`): no cycles between files, and none between
// business modules (a module folder imports another only if that one never imports it back).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      comment: 'Two files that import each other, directly or through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'Two business modules whose files import each other: dependencies between modules point one way.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/[^/]+/src/modules/' },
      to: { path: '^apps/[^/]+/src/modules/', circular: true, viaOnly: { path: '^apps/[^/]+/src/modules/' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|\\.test\\.tsx?$|/e2e/|/test/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
