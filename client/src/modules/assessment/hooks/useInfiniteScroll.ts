import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads the next page when the end of a list scrolls into view. Returns a callback ref for an
 * element placed after the last item (the sentinel) and whether a page is loading.
 *
 * One IntersectionObserver per sentinel element, made when it mounts and disconnected when it
 * unmounts — never one per render. `cursor` is the next page's cursor (null on the last page). A
 * cursor is asked for once until the list shows another; then the sentinel is looked at again, so
 * one that stays in view after a short page asks for the next page, and one pushed out does not.
 */
export function useInfiniteScroll(
  cursor: string | null | undefined,
  loadMore: (cursor: string) => Promise<unknown>,
): { sentinel: (el: Element | null) => (() => void) | undefined; loadingMore: boolean } {
  const [loadingMore, setLoadingMore] = useState(false);
  /** The cursor being (or just) loaded, until the list shows a different one. */
  const requested = useRef<string | null>(null);
  const observed = useRef<{ observer: IntersectionObserver; el: Element } | null>(null);
  const latest = useRef({ cursor, loadMore });
  useEffect(() => {
    latest.current = { cursor, loadMore };
  });

  const load = useCallback(() => {
    const { cursor: next, loadMore: fetchPage } = latest.current;
    if (!next || requested.current !== null) return;
    requested.current = next;
    setLoadingMore(true);
    fetchPage(next)
      .catch(() => {
        // The same page may be asked for again when the sentinel next comes into view.
        requested.current = null;
      })
      .finally(() => setLoadingMore(false));
  }, []);

  const sentinel = useCallback(
    (el: Element | null) => {
      // React 19 calls the returned cleanup instead of calling the ref with null.
      if (!el) return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) load();
      });
      observer.observe(el);
      observed.current = { observer, el };
      return () => {
        observer.disconnect();
        observed.current = null;
      };
    },
    [load],
  );

  useEffect(() => {
    if (cursor !== requested.current) requested.current = null;
    // The list changed: observing afresh reports whether the end is still in view.
    const current = observed.current;
    if (current) {
      current.observer.unobserve(current.el);
      current.observer.observe(current.el);
    }
  }, [cursor]);

  return { sentinel, loadingMore };
}
