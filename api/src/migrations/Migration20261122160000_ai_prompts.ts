import { Migration } from '@mikro-orm/migrations';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** One enabled prompt per category, so the AI features work out of the box (idempotent by id). */
const PROMPTS = [
  {
    id: '7c1e2f40-8a3b-4d5e-9f00-000000000001',
    name: 'News summary',
    description: 'Summarizes a news article for a credit analyst.',
    category: 'news_summarization',
    text: 'You are a credit-risk analyst. Summarize the news article in 3-5 sentences for a due-diligence file: who is involved, what happened, and anything that bears on the counterparty’s credit, legal, sanctions, reputational or operational risk. Be factual; do not speculate.',
  },
  {
    id: '7c1e2f40-8a3b-4d5e-9f00-000000000002',
    name: 'Adverse media classification',
    description: 'Decides whether a news item is adverse media about the counterparty.',
    category: 'risk_analysis',
    text: 'You screen news for adverse media about a counterparty. For the article given, answer with JSON only: {"negative": true|false, "categories": [one or more of "fraud","sanctions","litigation","insolvency","corruption","regulatory","environmental","other"], "evidence": "one sentence quoting or paraphrasing what makes it adverse"}. An article is negative only if it reports risk-relevant wrongdoing, legal or financial distress of the company itself.',
  },
  {
    id: '7c1e2f40-8a3b-4d5e-9f00-000000000003',
    name: 'General assistant',
    description: 'A general prompt for ad-hoc analysis.',
    category: 'general',
    text: 'You are a careful assistant to credit and counterparty risk analysts. Answer concisely and factually.',
  },
];

export class Migration20261122160000_ai_prompts extends Migration {
  override name = 'Migration20261122160000_ai_prompts';

  override up(): void {
    for (const p of PROMPTS) {
      this.addSql(
        `insert into ai_prompts (id, name, description, prompt_text, category) values (${[p.id, p.name, p.description, p.text, p.category].map(literal).join(', ')}) on conflict do nothing;`,
      );
    }
  }

  override down(): void {
    this.addSql(`delete from ai_prompts where id in (${PROMPTS.map((p) => literal(p.id)).join(', ')});`);
  }
}
