import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient, buildUser, errorCode, gql, rest, type TestUser } from './support/http.js';
import { startApiInProcess, testConfig, type InProcessApi } from './support/in-process.js';
import { MAX_ANALYSED_CHARS } from '../src/modules/news/analysed-text.js';

const ARTICLE = `<!doctype html><html><head><title>Acme fined for price fixing</title></head><body>
<nav>Home | World | Business</nav>
<article><h1>Acme Trading fined for price fixing</h1>
<p>Regulators fined Acme Trading Ltd 40 million euros on Tuesday for taking part in a price-fixing cartel in the packaging market.</p>
<p>The competition authority said Acme Trading and three rivals coordinated prices for industrial packaging between 2019 and 2023.</p>
<p>Acme Trading said it would appeal the decision and that it had cooperated fully with the investigation of the packaging cartel.</p>
<p>Analysts said the fine was unlikely to threaten the company's liquidity, but warned of reputational damage with large customers.</p>
<p>Shares in the parent group fell three percent after the announcement of the cartel fine by the regulators.</p>
</article><footer>Copyright News Corp</footer></body></html>`;

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Search</title>
<item><title>Acme Trading charged with fraud and money laundering</title><link>https://news.example/1</link><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><source url="https://news.example">Daily Ledger</source><description>Prosecutors say the company laundered funds.</description></item>
<item><title>Acme Trading hit by new sanctions over exports</title><link>https://news.example/2</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><source url="https://news.example">Trade Wire</source><description>An export embargo applies from today.</description></item>
<item><title>Acme Trading opens a new warehouse in Leeds</title><link>https://news.example/3</link><pubDate>Wed, 04 Nov 2026 10:00:00 GMT</pubDate><source url="https://news.example">Local News</source><description>The expansion creates 40 jobs.</description></item>
</channel></rss>`;
const feedQueries: string[] = [];

// An article far longer than what is analysed; only its tail names Zebracorp, so often that a
// summary of the whole text would be all about it.
const LONG_ARTICLE = `<!doctype html><html><head><title>A long article</title></head><body><article><h1>A long article</h1>
${ARTICLE.slice(ARTICLE.indexOf('<p>'), ARTICLE.indexOf('</article>')).repeat(30)}
${'<p>Zebracorp and Zebracorp partners said Zebracorp would sue Zebracorp creditors over Zebracorp debts.</p>'.repeat(1000)}
</article></body></html>`;
// Every request for the counted article, to prove a refused caller makes the server fetch nothing.
let countedArticleHits = 0;
const IP_ADDRESS = /\d{1,3}(\.\d{1,3}){3}|::/;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  );
}

let site: Server;
let siteUrl: string;
let model: Server;
let modelUrl: string;
const modelRequests: any[] = [];
let modelFails = false;
let loopbackApi: InProcessApi;
let aiApi: InProcessApi;
let analyst: TestUser;

// The shared API refuses loopback addresses; these two allow them for tests.
const loopbackClient = apiClient(() => loopbackApi.url);
const aiClient = apiClient(() => aiApi.url);

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/article') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    if (req.url === '/counted-article') {
      countedArticleHits += 1;
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    }
    if (req.url === '/long-article') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LONG_ARTICLE);
    if (req.url === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let i = 0; i < 40; i += 1) res.write(chunk);
      return void res.end();
    }
    if (req.url === '/to-private') return void res.writeHead(302, { location: 'http://10.255.255.1/admin' }).end();
    if (req.url === '/to-metadata') return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (req.url === '/to-article') return void res.writeHead(302, { location: '/article' }).end();
    if (req.url?.startsWith('/rss')) {
      feedQueries.push(decodeURIComponent(req.url.split('q=')[1] ?? ''));
      return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
    }
    if (req.url === '/silent') return; // never answers
    res.writeHead(404).end();
  });
  siteUrl = await listen(site);
  model = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      modelRequests.push({ url: req.url, body: JSON.parse(body || '{}') });
      if (modelFails) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"model exploded"}}');
      const parsed = JSON.parse(body || '{}');
      if (String(parsed.messages?.[0]?.content).startsWith('You screen news')) {
        const negative = /fraud|sanction/i.test(parsed.messages[1].content);
        const content = JSON.stringify({
          negative,
          categories: negative ? ['litigation'] : [],
          evidence: negative ? 'model: reports wrongdoing' : 'model: routine business news',
        });
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'c',
            object: 'chat.completion',
            created: 1,
            model: 'gpt-4o-mini',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          }),
        );
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: 'Acme was fined 40 million euros for price fixing; it will appeal.' },
            },
          ],
        }),
      );
    });
  });
  modelUrl = await listen(model);
  analyst = await buildUser();
  [loopbackApi, aiApi] = await Promise.all([
    startApiInProcess(inject('databaseUrl'), { ALLOW_LOOPBACK_URLS: 'true', NEWS_SEARCH_URL_TEMPLATE: `${siteUrl}/rss?q={query}` }),
    startApiInProcess(inject('databaseUrl'), {
      ALLOW_LOOPBACK_URLS: 'true',
      NEWS_SEARCH_URL_TEMPLATE: `${siteUrl}/rss?q={query}`,
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${modelUrl}/v1`,
      AI_TIMEOUT_MS: '5000',
    }),
  ]);
});

afterAll(async () => {
  site?.closeAllConnections();
  site?.close();
  model?.close();
  await Promise.all([loopbackApi?.stop(), aiApi?.stop()]);
});

describe('fetching pages safely', () => {
  it.each([
    [
      'a loopback address with the setting off',
      () => `${siteUrl}/article`,
      'The address of this URL is loopback; only public addresses can be fetched',
    ],
    [
      'localhost (resolved, then refused like a name that does not resolve)',
      () => `${siteUrl.replace('127.0.0.1', 'localhost')}/article`,
      'The host of this URL has no public address; only public addresses can be fetched',
    ],
    [
      'cloud metadata',
      () => 'http://169.254.169.254/latest/meta-data/',
      'The address of this URL is link-local (e.g. cloud metadata); only public addresses can be fetched',
    ],
    ['a file URL', () => 'file:///etc/passwd', 'Only http and https URLs can be fetched (got file:)'],
    ['an IPv6 loopback', () => 'http://[::1]:9/', 'The address of this URL is loopback; only public addresses can be fetched'],
  ])('refuses %s with 400, naming the rule but no address', async (_label, url, message) => {
    const res = await rest('POST', '/assessments/summarize-news', { token: analyst.token, body: { url: url() } });
    expect([res.status, res.text]).toEqual([400, message]);
    expect(res.text).not.toMatch(IP_ADDRESS);
  });

  it('refuses an empty URL with the spec’s message', async () => {
    const res = await rest('POST', '/assessments/summarize-news', { token: analyst.token, body: { url: ' ' } });
    expect([res.status, res.text]).toEqual([400, 'Please enter a news article URL']);
  });

  it.each([
    [
      'a redirect to a private address',
      '/to-private',
      'The address this URL redirects to is private; only public addresses can be fetched',
    ],
    [
      'a redirect to cloud metadata',
      '/to-metadata',
      'The address this URL redirects to is link-local (e.g. cloud metadata); only public addresses can be fetched',
    ],
    ['a non-HTML body', '/json', 'The page is application/json, not text/html or application/xhtml+xml'],
    ['a body over 2 MB', '/huge', 'The page is larger than 2 MB'],
  ])('refuses %s even with loopback allowed', async (_label, path, message) => {
    const res = await loopbackClient.rest('POST', '/assessments/summarize-news', {
      token: analyst.token,
      body: { url: `${siteUrl}${path}` },
    });
    expect([res.status, res.text]).toEqual([400, message]);
    expect(res.text).not.toMatch(IP_ADDRESS);
  });

  // NEWS_FETCH_TIMEOUT_MS: 10 s in production, a couple of seconds in the tests (vitest.config.ts);
  // the in-process app reads it from the same config.
  const fetchTimeoutMs = testConfig({}).NEWS_FETCH_TIMEOUT_MS;
  it(`gives up on a server that never answers after NEWS_FETCH_TIMEOUT_MS (${fetchTimeoutMs / 1000} s here)`, async () => {
    const started = Date.now();
    const res = await loopbackClient.rest('POST', '/assessments/summarize-news', {
      token: analyst.token,
      body: { url: `${siteUrl}/silent` },
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe(`The page did not answer within ${fetchTimeoutMs / 1000} s`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(fetchTimeoutMs * 0.9);
  }, 30_000);
});

describe('news summaries', () => {
  it('summarizes offline without a model key, following a redirect, from the article text only', async () => {
    const res = await loopbackClient.rest('POST', '/assessments/summarize-news', {
      token: analyst.token,
      body: { url: `${siteUrl}/to-article` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'offline', title: 'Acme fined for price fixing', url: `${siteUrl}/article` });
    expect(res.body.summary).toContain('Regulators fined Acme Trading Ltd 40 million euros');
    expect(res.body.summary).not.toContain('Copyright');
  });

  it('summarizes with the model using the stored prompt, and stores the summary on the assessment', async () => {
    const created = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'Acme Trading Ltd' }),
    });
    modelRequests.length = 0;
    const res = await aiClient.gql(
      'mutation($url: String!, $id: ID) { summarizeNews(url: $url, assessmentId: $id) { summary method title } }',
      { url: `${siteUrl}/article`, id: created.body.id },
      analyst.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.summarizeNews).toEqual({
      summary: 'Acme was fined 40 million euros for price fixing; it will appeal.',
      method: 'ai',
      title: 'Acme fined for price fixing',
    });
    expect(modelRequests).toHaveLength(1);
    const sent = modelRequests[0].body;
    expect(modelRequests[0].url).toBe('/v1/chat/completions');
    expect(sent).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 1000 });
    expect(sent.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringMatching(/^You are a credit-risk analyst\. Summarize the news article/),
    });
    expect(sent.messages[1].content).toContain('Regulators fined Acme Trading Ltd');

    const stored = await rest('GET', `/assessments/${created.body.id}`, { token: analyst.token });
    expect(stored.body).toMatchObject({
      newsArticleUrl: `${siteUrl}/article`,
      newsSummary: 'Acme was fined 40 million euros for price fixing; it will appeal.',
    });
    const logs = await rest('GET', `/assessments/${created.body.id}/audit-logs`, { token: analyst.token });
    expect(logs.body.map((l: { action: string }) => l.action)).toEqual(['created', 'updated']);
    expect(logs.body[1].changes).toMatchObject({ newsArticleUrl: `${siteUrl}/article` });
  });

  it('answers 502 when the model fails, never hanging', async () => {
    modelFails = true;
    try {
      const res = await aiClient.rest('POST', '/assessments/summarize-news', { token: analyst.token, body: { url: `${siteUrl}/article` } });
      expect(res.status).toBe(502);
      expect(res.text).toMatch(/^The AI model did not answer/);
      const gqlRes = await aiClient.gql(
        'mutation($url: String!) { summarizeNews(url: $url) { summary } }',
        { url: `${siteUrl}/article` },
        analyst.token,
      );
      expect(errorCode(gqlRes)).toBe('BAD_GATEWAY');
    } finally {
      modelFails = false;
    }
  });
});

describe('what a summarizer reads', () => {
  it('gives the offline summarizer and the model the same first MAX_ANALYSED_CHARS of a long article', async () => {
    const offline = await loopbackClient.rest('POST', '/assessments/summarize-news', {
      token: analyst.token,
      body: {
        url: `${siteUrl}/long-article`,
      },
    });
    expect(offline.status).toBe(200);
    expect(offline.body.summary).toContain('Regulators fined Acme Trading Ltd');
    expect(offline.body.summary).not.toContain('Zebracorp');

    modelRequests.length = 0;
    const ai = await aiClient.rest('POST', '/assessments/summarize-news', {
      token: analyst.token,
      body: { url: `${siteUrl}/long-article` },
    });
    expect(ai.status).toBe(200);
    const content: string = modelRequests[0].body.messages[1].content;
    const heading = `Title: ${ai.body.title}\n\n`;
    expect(content.startsWith(heading)).toBe(true);
    expect(content).toHaveLength(heading.length + MAX_ANALYSED_CHARS);
    expect(content).not.toContain('Zebracorp');
  });
});

describe('who may change an assessment through the news', () => {
  const SUMMARIZE = 'mutation($url: String!, $id: ID) { summarizeNews(url: $url, assessmentId: $id) { summary method } }';
  const summarize = (token: string, id: string) => loopbackClient.gql(SUMMARIZE, { url: `${siteUrl}/counted-article`, id }, token);
  const stored = async (id: string) => {
    const [assessment, logs] = await Promise.all([
      rest('GET', `/assessments/${id}`, { token: analyst.token }),
      rest('GET', `/assessments/${id}/audit-logs`, { token: analyst.token }),
    ]);
    return {
      newsSummary: assessment.body.newsSummary,
      actions: logs.body.map((l: { action: string }) => l.action),
      lastBy: logs.body.at(-1).userId,
    };
  };

  it('refuses another analyst with FORBIDDEN, and an unknown assessment with NOT_FOUND, before fetching the article', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput() });
    const other = await buildUser();
    const hits = countedArticleHits;
    const refused = await summarize(other.token, created.body.id);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const unknown = await summarize(other.token, '00000000-0000-4000-8000-000000000000');
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(countedArticleHits).toBe(hits);
    expect(await stored(created.body.id)).toMatchObject({ newsSummary: null, actions: ['created'] });
  });

  it('lets the creator and an admin store the summary', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput() });
    const own = await summarize(analyst.token, created.body.id);
    expect(own.errors).toBeUndefined();
    expect(own.data.summarizeNews.method).toBe('offline');
    expect(await stored(created.body.id)).toMatchObject({
      newsSummary: own.data.summarizeNews.summary,
      actions: ['created', 'updated'],
      lastBy: analyst.id,
    });

    const admin = await buildUser({ role: 'admin' });
    const byAdmin = await summarize(admin.token, created.body.id);
    expect(byAdmin.errors).toBeUndefined();
    expect(await stored(created.body.id)).toMatchObject({ actions: ['created', 'updated', 'updated'], lastBy: admin.id });
  });

  it('never writes an assessment through REST summarize-news, which takes only a URL', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput() });
    const other = await buildUser();
    const res = await loopbackClient.rest('POST', '/assessments/summarize-news', {
      token: other.token,
      body: {
        url: `${siteUrl}/counted-article`,
        assessmentId: created.body.id,
      },
    });
    expect(res.status).toBe(200);
    expect(await stored(created.body.id)).toMatchObject({ newsSummary: null, actions: ['created'] });
  });

  it('lets any analyst scan any assessment: a scan is stored as history, not a change', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ companyName: 'Acme Trading' }) });
    const other = await buildUser();
    expect((await loopbackClient.rest('POST', `/assessments/${created.body.id}/scan-news`, { token: other.token })).status).toBe(200);
    const res = await loopbackClient.gql(
      'mutation($id: ID!) { scanNews(assessmentId: $id) { negativeCount } }',
      { id: created.body.id },
      other.token,
    );
    expect(res.errors).toBeUndefined();
    expect(await stored(created.body.id)).toMatchObject({ newsSummary: null, actions: ['created'] });
  });
});

describe('negative-news scan', () => {
  it('searches the feed for the company and country, flags adverse media offline, and stores the scan', async () => {
    const created = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'Acme Trading', countryOfRegistration: 'United Kingdom' }),
    });
    const res = await loopbackClient.rest('POST', `/assessments/${created.body.id}/scan-news`, { token: analyst.token });
    expect(res.status).toBe(200);
    expect(feedQueries.at(-1)).toBe('"Acme Trading" United Kingdom');
    expect(res.body.method).toBe('offline');
    expect(res.body.negativeCount).toBe(2);
    const [fraud, sanctions, neutral] = res.body.articles;
    expect(fraud).toMatchObject({
      title: 'Acme Trading charged with fraud and money laundering',
      source: 'Daily Ledger',
      link: 'https://news.example/1',
      date: '2026-11-02T10:00:00.000Z',
      negative: true,
    });
    expect(fraud.categories).toEqual(expect.arrayContaining(['fraud', 'litigation']));
    expect(fraud.evidence).toMatch(/fraud/);
    expect(sanctions).toMatchObject({ negative: true, categories: expect.arrayContaining(['sanctions']) });
    expect(neutral).toMatchObject({ negative: false, categories: [] });

    const latest = await gql(
      `query($id: ID!) { assessment(id: $id) { latestNewsScan { negativeCount method createdAt articles { title negative } } } }`,
      { id: created.body.id },
      analyst.token,
    );
    expect(latest.data.assessment.latestNewsScan).toMatchObject({ negativeCount: 2, method: 'offline' });
  });

  it('classifies with the risk_analysis prompt when a model is configured', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ companyName: 'Acme Trading' }) });
    const res = await aiClient.gql(
      'mutation($id: ID!) { scanNews(assessmentId: $id) { method negativeCount articles { negative categories evidence } } }',
      { id: created.body.id },
      analyst.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.scanNews).toMatchObject({ method: 'ai', negativeCount: 2 });
    expect(res.data.scanNews.articles[0]).toEqual({
      negative: true,
      categories: ['litigation'],
      evidence: 'model: reports wrongdoing',
    });
  });

  it('answers 404 for an unknown assessment, and says the feed could not be reached when it is refused or down (no address, no field)', async () => {
    expect(
      (await loopbackClient.rest('POST', '/assessments/00000000-0000-4000-8000-000000000000/scan-news', { token: analyst.token })).status,
    ).toBe(404);
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput() });
    const res = await rest('POST', `/assessments/${created.body.id}/scan-news`, { token: analyst.token });
    expect([res.status, res.text]).toEqual([502, 'The news feed could not be reached. Try again later.']);
    const viaGraphql = await gql('mutation($id: ID!) { scanNews(assessmentId: $id) { id } }', { id: created.body.id }, analyst.token);
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: 'The news feed could not be reached. Try again later.',
      extensions: { code: 'BAD_GATEWAY' },
    });
    expect(viaGraphql.errors?.[0].extensions).not.toHaveProperty('field');
  });
});

describe('AI prompt administration', () => {
  it('seeds one enabled prompt per category; creates, toggles, refuses duplicates and bad values, deletes', async () => {
    const admin = (await import('./support/http.js')).asAdmin;
    const token = await admin();
    // Whether the prompts are used at all: only with a model configured.
    expect((await rest('GET', '/admin/ai-model', { token })).body).toEqual({ configured: false });
    expect((await gql('{ aiModelConfigured }', {}, token)).data).toEqual({ aiModelConfigured: false });
    expect((await aiClient.gql('{ aiModelConfigured }', {}, await aiClient.asAdmin())).data).toEqual({ aiModelConfigured: true });
    expect((await rest('GET', '/admin/ai-model', { token: analyst.token })).status).toBe(403);
    const list = await rest('GET', '/admin/ai-prompts', { token });
    expect(new Set(list.body.filter((p: any) => p.enabled).map((p: any) => p.category))).toEqual(
      new Set(['news_summarization', 'risk_analysis', 'general']),
    );

    const created = await rest('POST', '/admin/ai-prompts', {
      token,
      body: { name: 'Short summary', promptText: 'Summarize in one line.', category: 'general' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 70, maxTokens: 1000, enabled: true, category: 'general' });
    const dup = await rest('POST', '/admin/ai-prompts', { token, body: { name: 'Short summary', promptText: 'x' } });
    expect([dup.status, dup.text]).toEqual([409, 'An AI prompt with this name already exists']);
    for (const [body, message] of [
      [{ name: 'A', promptText: 'x', maxTokens: 50 }, 'Max tokens must be between 100 and 4000'],
      [{ name: 'A', promptText: 'x', temperature: 101 }, 'Temperature must be between 0 and 100'],
      [{ name: 'A', promptText: 'x', model: 'gpt-5' }, /^Model must be one of/],
      [{ name: 'A', promptText: '' }, 'Prompt text is required'],
    ] as const) {
      const res = await rest('POST', '/admin/ai-prompts', { token, body });
      expect(res.status).toBe(400);
      expect(res.text).toMatch(message);
    }
    const toggled = await rest('PATCH', `/admin/ai-prompts/${created.body.id}`, { token, body: { enabled: false } });
    expect(toggled.body.enabled).toBe(false);
    expect((await rest('DELETE', `/admin/ai-prompts/${created.body.id}`, { token })).status).toBe(200);
    expect((await rest('DELETE', `/admin/ai-prompts/${created.body.id}`, { token })).status).toBe(404);
    expect(errorCode(await gql('{ aiPrompts { id } }', {}, analyst.token))).toBe('FORBIDDEN');
  });
});
