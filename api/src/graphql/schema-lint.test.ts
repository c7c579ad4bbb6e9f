import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildAppSchema, printAppSchema } from './schema.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LINTER = path.join(path.dirname(createRequire(import.meta.url).resolve('graphql-schema-linter/package.json')), 'lib/cli.js');

/** Runs graphql-schema-linter from the repository root, so it reads `.graphql-schema-linterrc`. */
function lint(args: string[], input?: string): string[] {
  const run = spawnSync(process.execPath, [LINTER, '--format', 'json', ...args], { cwd: ROOT, input, encoding: 'utf8' });
  // Exit 2 is a configuration error (e.g. an unknown rule name), reported on stderr only.
  expect(run.stderr, 'linter configuration or crash').toBe('');
  const { errors } = JSON.parse(run.stdout) as { errors: { message: string; rule: string; location: { line: number } }[] };
  const findings = errors.map((e) => `${e.location.line}: ${e.message} (${e.rule})`);
  if (findings.length === 0) expect(run.status).toBe(0);
  return findings;
}

describe('graphql-schema-linter (every type, field, argument and enum value described)', () => {
  it('schema.graphql has no findings (as `npm run lint:schema`)', () => {
    expect(lint([])).toEqual([]);
  });

  it('the schema built from the resolvers has none either, before `npm run generate`', async () => {
    expect(lint(['--stdin'], printAppSchema(await buildAppSchema()))).toEqual([]);
  }, 30_000);
});
