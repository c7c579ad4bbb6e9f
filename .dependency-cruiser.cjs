// The import rules the architecture rests on (README, "Architecture"), checked by `npm run lint`.
// Type-only imports count: a cycle through `import type` still ties the modules' designs together.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes two modules one: neither can change, load or be tested without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment:
        'Feature modules form a tree (README, "Architecture"): no circle between module folders, type imports included. ' +
        'What two modules need lives below both (modules/kernel, or the lower module); a command lives in the module that owns its rows ' +
        'or in one above both; a lower module states what it needs of a higher one as a port the composition root fills.',
      scope: 'folder',
      from: { path: '^api/src/modules/([^/]+)' },
      to: { circular: true, pathNot: '^api/src/modules/$1(/|$)' },
    },
    {
      name: 'modules-not-to-composition-root',
      severity: 'error',
      comment: 'Modules declare the narrow ports they need (x.ports.ts); only the composition root (services.ts) knows every service.',
      from: { path: '^api/src/(modules|core|graphql|rest|http)/' },
      to: { path: '^api/src/services\\.ts$' },
    },
    {
      name: 'core-not-to-features',
      severity: 'error',
      comment: 'core/ is what every module builds on; it knows no feature.',
      from: { path: '^api/src/core/' },
      to: { path: '^api/src/(modules|graphql|rest|http|cli)/' },
    },
    {
      name: 'migrations-not-to-modules',
      severity: 'error',
      comment: 'A migration is frozen at the day it was written: live module code would silently change fresh databases.',
      from: { path: '^api/src/migrations/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'domain-not-to-surface',
      severity: 'error',
      comment:
        'Domain code (entities, commands, services, jobs) never reaches the GraphQL or REST surface, so the worker can load it without them. ' +
        'Surface files: resolvers, routes, surfaces, DTOs, presenters, request guards and GraphQL cost estimators.',
      from: {
        path: '^api/src/modules/',
        pathNot: '\\.(resolver|routes|surface|presenter|guard|test)\\.ts$|-cost\\.ts$|/dto/|/surfaces\\.ts$',
      },
      to: { path: '\\.(resolver|routes|surface)\\.ts$|^api/src/(graphql|rest|http)/' },
    },
    {
      name: 'worker-without-api-surface',
      severity: 'error',
      comment: 'The worker runs jobs: resolvers, routes, GraphQL, REST and HTTP code must never be in its import graph.',
      from: { path: '^worker/src/' },
      to: { path: '\\.(resolver|routes|surface)\\.ts$|^api/src/(graphql|rest|http)/|/surfaces\\.ts$|graphql-upload', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|generated)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'worker/tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['development', 'import', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
