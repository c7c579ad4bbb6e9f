/**
 * Fails when a generated artefact is stale: schema.graphql against the resolvers, the client's
 * generated hooks against schema.graphql and its operations, and the migrations against the
 * entities (a fresh database migrated to the latest must match the entity metadata exactly).
 * Usage: CHECK_DATABASE_URL=postgres://…/empty_db node --import tsx scripts/check-generated.ts
 */
import 'reflect-metadata';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../api/src/core/config.js';
import { initORM, migrate } from '../api/src/core/orm.js';
import { buildAppSchema, printAppSchema } from '../api/src/graphql/schema.js';
import { ENTITIES } from '../api/src/modules/index.js';

const problems: string[] = [];
const read = (file: string) => {
  try {
    return readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  } catch {
    return undefined;
  }
};

if (read('schema.graphql') !== printAppSchema(await buildAppSchema())) {
  problems.push('schema.graphql is stale: run `npm run generate` and commit the result');
}

process.chdir(PROJECT_ROOT);
const { config } = await loadCodegenConfig({ configFilePath: path.join(PROJECT_ROOT, 'codegen.yml') });
const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
for (const output of outputs) {
  const relative = path.relative(PROJECT_ROOT, path.resolve(PROJECT_ROOT, output.filename));
  if (read(relative) !== output.content) problems.push(`${relative} is stale: run \`npm run generate\` and commit the result`);
}

const url = process.env.CHECK_DATABASE_URL;
if (url) {
  const orm = await initORM(url, ENTITIES, 2);
  await migrate(orm, url);
  const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  if (diff.trim()) problems.push(`the entities differ from the migrated schema; add a migration (npm run make-migration):\n${diff}`);
  await orm.close();
} else {
  console.warn('CHECK_DATABASE_URL not set: migrations not checked');
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('generated files are fresh');
