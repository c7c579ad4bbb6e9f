import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../core/config.js';
import { buildAppSchema, printAppSchema } from './schema.js';

const file = path.join(PROJECT_ROOT, 'schema.graphql');
writeFileSync(file, printAppSchema(await buildAppSchema()));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
