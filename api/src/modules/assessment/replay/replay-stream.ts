/** Rows per keyset page a replay reads. */
const PAGE_ROWS = 5000;
/**
 * The id space in halves, streamed side by side: PostgreSQL reads (and decompresses) the rows of
 * one half while this process evaluates the other's. Ids are random (v4), so the halves are even.
 */
const RANGES: readonly (readonly [after: string, through: string])[] = [
  ['00000000-0000-0000-0000-000000000000', '7fffffff-ffff-ffff-ffff-ffffffffffff'],
  ['7fffffff-ffff-ffff-ffff-ffffffffffff', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
];

/** One keyset page: rows with an id in (after, through], in id order, at most `limit`. */
export interface ReplayPage {
  after: string;
  through: string;
  limit: number;
}

/**
 * The one streaming engine of the what-if replays (rule sets and scorecards): every row `read`
 * returns, in keyset pages over the two halves of the id space side by side, each half reading its
 * next page while the current one is evaluated — at most four pages in memory, whatever the table.
 * `visit` gets each row and its half's index; half 0 holds the lower ids, so what is kept per half
 * (SampleInIdOrder) reads in id order when joined.
 */
export async function streamReplayRows<Row extends { id: string }>(
  read: (page: ReplayPage) => Promise<Row[]>,
  visit: (row: Row, half: number) => void,
): Promise<void> {
  await Promise.all(
    RANGES.map(async ([first, through], half) => {
      const next = (after: string) => read({ after, through, limit: PAGE_ROWS });
      let page = await next(first);
      while (page.length) {
        const ahead = page.length === PAGE_ROWS ? next(page[page.length - 1].id) : undefined;
        // A rejected read-ahead must not go unhandled while this page is evaluated; it is awaited below.
        ahead?.catch(() => undefined);
        for (const row of page) visit(row, half);
        page = ahead ? await ahead : [];
      }
    }),
  );
}

/** The first `size` items in id order of those a replay streams, kept per half of the id space. */
export class SampleInIdOrder<T> {
  private readonly halves: T[][] = RANGES.map(() => []);

  constructor(private readonly size: number) {}

  add(half: number, item: () => T): void {
    const kept = this.halves[half];
    if (kept.length < this.size) kept.push(item());
  }

  list(): T[] {
    return this.halves.flat().slice(0, this.size);
  }
}
