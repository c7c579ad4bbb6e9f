import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken, TOKEN_KEY } from './auth-token';
import { memoryStorage } from './memory-storage.test-support';
import { endSession, onSessionEnd, WIZARD_DRAFT_KEY } from './session';

describe('endSession', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('clears the token and the wizard draft from storage, and leaves other keys', async () => {
    setToken('t0ken');
    localStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ step1: { companyName: 'Acme' } }));
    localStorage.setItem('chakra-ui-color-mode', 'light');
    await endSession('signed-out');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem('chakra-ui-color-mode')).toBe('light');
  });

  it('runs every listener with the reason, waits for them, and stops calling unsubscribed ones', async () => {
    const calls: string[] = [];
    let cacheCleared = false;
    const offA = onSessionEnd((reason) => calls.push(`a:${reason}`));
    const offB = onSessionEnd(async () => {
      await new Promise((r) => setTimeout(r, 5));
      cacheCleared = true;
    });
    await endSession();
    expect(calls).toEqual(['a:refused']);
    expect(cacheCleared).toBe(true);
    offA();
    await endSession('stale');
    expect(calls).toEqual(['a:refused']);
    offB();
  });

  it('still clears storage and runs the other listeners when one fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const offA = onSessionEnd(() => {
      throw new Error('boom');
    });
    const offB = onSessionEnd(() => ran.push('b'));
    setToken('t0ken');
    await expect(endSession()).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
    expect(ran).toEqual(['b']);
    expect(error).toHaveBeenCalled();
    offA();
    offB();
    error.mockRestore();
  });
});
