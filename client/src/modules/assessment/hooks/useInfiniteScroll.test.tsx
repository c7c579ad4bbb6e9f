// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './useInfiniteScroll';

/** A stand-in IntersectionObserver: tests say when the sentinel is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
    // A real observer reports the current state of a newly observed element.
    this.pending.push(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  pending: Element[] = [];
  /** Delivers the entries a browser would deliver on its next frame. */
  report(isIntersecting: boolean) {
    const targets = this.pending.length ? this.pending : [...this.observed];
    this.pending = [];
    this.callback(
      targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

/** The one observer the hook made. */
function theObserver(): FakeObserver {
  expect(FakeObserver.all).toHaveLength(1);
  return FakeObserver.all[0];
}

/** Reports the sentinel in (or out of) view and lets the page load settle. */
async function report(observer: FakeObserver, isIntersecting: boolean) {
  await act(async () => {
    observer.report(isIntersecting);
    await Promise.resolve();
  });
}

const resolved = () => Promise.resolve();

function List({ cursor, loadMore }: { cursor: string | null; loadMore: (cursor: string) => Promise<unknown> }) {
  const { sentinel, loadingMore } = useInfiniteScroll(cursor, loadMore);
  return (
    <div>
      <div ref={sentinel} data-testid="sentinel" />
      {loadingMore && <span>Loading more</span>}
    </div>
  );
}

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes one observer for the sentinel however often the list renders', () => {
    const loadMore = vi.fn(resolved);
    const { rerender } = render(<List cursor="c1" loadMore={loadMore} />);
    for (let i = 0; i < 5; i++) rerender(<List cursor="c1" loadMore={resolved} />);
    expect(FakeObserver.all).toHaveLength(1);
  });

  it('loads the next page when the sentinel comes into view, once per cursor', async () => {
    let finish!: () => void;
    const loadMore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { getByText, queryByText } = render(<List cursor="c1" loadMore={loadMore} />);
    const observer = theObserver();
    act(() => observer.report(false));
    expect(loadMore).not.toHaveBeenCalled();
    act(() => observer.report(true));
    act(() => observer.report(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(loadMore).toHaveBeenCalledWith('c1');
    getByText('Loading more');
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(queryByText('Loading more')).toBeNull();
    // The page arrived but the list has not moved on yet: the same cursor is not asked for again.
    act(() => observer.report(true));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('looks again when the list moves on: a sentinel still in view asks for the next page', async () => {
    const loadMore = vi.fn(resolved);
    const { rerender } = render(<List cursor="c1" loadMore={loadMore} />);
    const observer = theObserver();
    await report(observer, true);
    rerender(<List cursor="c2" loadMore={loadMore} />);
    expect(FakeObserver.all).toHaveLength(1);
    await report(observer, true);
    expect(loadMore.mock.calls).toEqual([['c1'], ['c2']]);
    // Pushed out of view by the new items: nothing more.
    rerender(<List cursor="c3" loadMore={loadMore} />);
    await report(observer, false);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('stops on the last page, and retries a page that failed', async () => {
    const loadMore = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { rerender } = render(<List cursor="c1" loadMore={loadMore} />);
    const observer = theObserver();
    await report(observer, true);
    await report(observer, true);
    expect(loadMore.mock.calls).toEqual([['c1'], ['c1']]);
    rerender(<List cursor={null} loadMore={loadMore} />);
    await report(observer, true);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('disconnects the observer when the sentinel goes', () => {
    const { unmount } = render(<List cursor="c1" loadMore={resolved} />);
    unmount();
    expect(theObserver().disconnected).toBe(true);
  });
});
