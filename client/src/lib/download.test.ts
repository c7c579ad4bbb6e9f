import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from './auth-token';
import { downloadAssessmentPdf, downloadAssessmentsCsv } from './download';
import { memoryStorage } from './memory-storage.test-support';
import { onSessionEnd, WIZARD_DRAFT_KEY } from './session';

describe('downloadAssessmentPdf', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('ends the session on a 401 like every other 401, and only logs the failure', async () => {
    setToken('t0ken');
    localStorage.setItem(WIZARD_DRAFT_KEY, '{"step1":{}}');
    const fetch = vi.fn(async () => new Response('Unauthorized', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const reasons: string[] = [];
    const off = onSessionEnd((reason) => reasons.push(reason));
    await expect(downloadAssessmentPdf('a1', 'Acme')).resolves.toBeUndefined();
    off();
    expect(fetch).toHaveBeenCalledWith(
      '/api/assessments/a1/pdf',
      expect.objectContaining({ method: 'POST', headers: { authorization: 'Bearer t0ken' } }),
    );
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    expect(reasons).toEqual(['refused']);
    expect(console.error).toHaveBeenCalledWith('Failed to generate PDF', expect.objectContaining({ message: '401: Unauthorized' }));
  });

  it('keeps the session on other failures', async () => {
    setToken('t0ken');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 504, statusText: 'Gateway Timeout' })),
    );
    await downloadAssessmentPdf('a1', 'Acme');
    expect(getToken()).toBe('t0ken');
    expect(console.error).toHaveBeenCalledWith('Failed to generate PDF', expect.objectContaining({ message: '504: Gateway Timeout' }));
  });
});

describe('downloadAssessmentsCsv', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the filtered, sorted book with the REST values and throws the server message for the caller to show', async () => {
    setToken('t0ken');
    const fetch = vi.fn(async () => new Response('sort must be one of created_desc', { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    await expect(downloadAssessmentsCsv({ search: 'Acme & Co', status: 'PENDING_REVIEW', sort: 'GRADE_ASC' })).rejects.toThrow(
      '400: sort must be one of created_desc',
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/assessments/export.csv?sort=grade_asc&search=Acme+%26+Co&status=pending_review',
      expect.objectContaining({ headers: { authorization: 'Bearer t0ken' } }),
    );
    expect(getToken()).toBe('t0ken');
  });
});
