import { describe, expect, it } from 'vitest';
import {
  ApiKeysPage,
  AssessmentDetailPage,
  CasePage,
  DashboardPage,
  InboxPage,
  NewAssessmentPage,
  QueuesPage,
  ScreeningPage,
  WebhooksPage,
} from './lazy-pages';
import { signedInPageAt } from './routes';

describe('signedInPageAt (what a signed-in first visit preloads)', () => {
  it('finds the page of every signed-in path, the dashboard at /', () => {
    expect(signedInPageAt('/')).toBe(DashboardPage);
    expect(signedInPageAt('/assessment/new')).toBe(NewAssessmentPage);
    expect(signedInPageAt('/assessment/0b5e8f5a-7d1c-4c8e-9a55-3f2b1c0d9e8f')).toBe(AssessmentDetailPage);
    expect(signedInPageAt('/screening')).toBe(ScreeningPage);
    expect(signedInPageAt('/admin/webhooks')).toBe(WebhooksPage);
    expect(signedInPageAt('/inbox')).toBe(InboxPage);
    expect(signedInPageAt('/cases/0b5e8f5a-7d1c-4c8e-9a55-3f2b1c0d9e8f')).toBe(CasePage);
    expect(signedInPageAt('/admin/queues')).toBe(QueuesPage);
    expect(signedInPageAt('/admin/api-keys')).toBe(ApiKeysPage);
  });

  it('finds none for the public pages and unknown paths: they download no signed-in code', () => {
    for (const path of ['/welcome', '/signin', '/register', '/no/such/page']) expect(signedInPageAt(path), path).toBeUndefined();
  });
});
