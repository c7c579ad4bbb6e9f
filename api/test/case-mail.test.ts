import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';
import { waitFor } from './support/processes.js';

/**
 * With SMTP_URL set, a mention on a case also e-mails the colleague mentioned: through a real SMTP
 * server on 127.0.0.1 (smtp-server), to an API of this file's own.
 */
interface Mail {
  to: string[];
  body: string;
}

let database: TestDatabase;
let api: InProcessApi;
let smtp: SMTPServer;
const mails: Mail[] = [];
const { rest, buildUser } = apiClient(() => api.url);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        // Quoted-printable soft line breaks undone, so a long link reads whole.
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body: body.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  database = await createTestDatabase('case_mail');
  api = await startApiInProcess(database.url, { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://counterparty.bank.example' });
});

afterAll(async () => {
  await api?.stop();
  await database?.drop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

it('a mention e-mails the colleague named, with a link to the case; a comment without one sends nothing', async () => {
  const [author, colleague] = await Promise.all([buildUser({ firstName: 'Ana' }), buildUser({ firstName: 'Colm' })]);
  const made = await rest('POST', '/assessments', { token: author.token, body: assessmentInput({ companyName: 'Mailed Metals Ltd' }) });
  const opened = await rest('POST', '/cases', {
    token: author.token,
    body: { counterpartyId: made.body.counterpartyId, title: 'Check the parent' },
  });
  expect(opened.status, opened.text).toBe(201);
  await rest('POST', `/cases/${opened.body.id}/comments`, { token: author.token, body: { body: 'No mention here' } });
  const handle = colleague.email.split('@')[0];
  const comment = await rest('POST', `/cases/${opened.body.id}/comments`, {
    token: author.token,
    body: { body: `@${handle} the parent is listed in Cyprus, please look` },
  });
  expect(comment.status, comment.text).toBe(201);
  await waitFor(
    async () => mails.length > 0,
    20_000,
    () => `no e-mail arrived\n${api.output()}`,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toEqual([colleague.email]);
  expect(mails[0].body).toContain('Ana User mentioned you on a case: Check the parent');
  expect(mails[0].body).toContain(`https://counterparty.bank.example/cases/${opened.body.id}`);
});
