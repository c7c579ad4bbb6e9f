import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toaster, toasterListening } from './toaster';

describe('notify', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('holds the latest toast until the toaster listens, then shows it on the next task', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    vi.spyOn(toaster, 'remove').mockImplementation(() => '');
    notify('First');
    notify('No Assessment Data', 'Please complete the assessment form first', 'error');
    expect(create).not.toHaveBeenCalled();
    const stop = toasterListening();
    expect(create).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(create).toHaveBeenCalledOnce();
    expect(create).toHaveBeenCalledWith({
      title: 'No Assessment Data',
      description: 'Please complete the assessment form first',
      type: 'error',
      duration: 5000,
      closable: true,
    });
    // Listening: at once, replacing the one on screen.
    notify('Saved', undefined, 'success', 7000);
    expect(toaster.remove).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenLastCalledWith({ title: 'Saved', description: undefined, type: 'success', duration: 7000, closable: true });
    stop();
  });
});
