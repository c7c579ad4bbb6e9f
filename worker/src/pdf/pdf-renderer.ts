import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser to render with: PUPPETEER_EXECUTABLE_PATH (when it exists), else the usual system
 * paths, then puppeteer's own download when there is one; undefined when the node has none.
 */
export async function chromiumPath(configured?: string): Promise<string | undefined> {
  if (configured) return existsSync(configured) ? configured : undefined;
  const system = CANDIDATES.find((p) => existsSync(p));
  if (system) return system;
  try {
    const own = await puppeteer.executablePath();
    return existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

// Flags that work on locked-down hosts: no sandbox for root/containers, and no background traffic
// (the report must never reach the network).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * One warm headless Chromium for the worker's lifetime (relaunched if it dies), with a pool of
 * ready pages: opening a page costs more than rendering a report. Every page has JavaScript off
 * and refuses every network request: the report is self-contained HTML, so nothing it contains
 * can make the worker fetch anything.
 */
export class PdfRenderer {
  private browser?: Promise<Browser>;
  /** The browser once its launch has settled; unset while one is still launching. */
  private launched?: Browser;
  private readonly idle: Page[] = [];

  constructor(
    private readonly executablePath?: string,
    private readonly poolSize = 2,
  ) {}

  private async page(): Promise<Page> {
    const browser = await this.warm();
    for (let page = this.idle.pop(); page; page = this.idle.pop()) {
      if (!page.isClosed() && page.browser() === browser) return page;
    }
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => void request.abort('blockedbyclient').catch(() => undefined));
    return page;
  }

  private release(page: Page): void {
    if (this.idle.length < this.poolSize && !page.isClosed()) this.idle.push(page);
    else void page.close().catch(() => undefined);
  }

  warm(): Promise<Browser> {
    if (!this.browser) {
      // Over a pipe rather than a WebSocket: Chromium exits when the pipe closes, so a worker killed
      // with SIGKILL (which it cannot handle) takes its browser with it instead of orphaning it.
      // The worker handles its own signals: puppeteer's handlers would close the browser under a
      // launch in flight and leave its TargetCloseError unhandled.
      const launching = puppeteer.launch({
        executablePath: this.executablePath,
        headless: true,
        pipe: true,
        args: CHROMIUM_ARGS,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.browser = launching;
      launching.then(
        (b) => {
          this.launched = b;
          b.on('disconnected', () => {
            this.browser = undefined;
            this.launched = undefined;
            this.idle.length = 0;
          });
        },
        () => (this.browser = undefined),
      );
    }
    return this.browser;
  }

  async render(html: string): Promise<Buffer> {
    const page = await this.page();
    let healthy = false;
    try {
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '18mm', bottom: '18mm', left: '14mm', right: '14mm' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate:
          '<div style="font-size:8px;color:#6b7280;width:100%;text-align:center;font-family:sans-serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      });
      healthy = true;
      return Buffer.from(pdf);
    } finally {
      if (healthy) this.release(page);
      else void page.close().catch(() => undefined);
    }
  }

  /**
   * Closes the browser. A launch still in flight is not waited for: Chromium reads its commands
   * from a pipe this process holds, and exits when the process does.
   */
  async close(): Promise<void> {
    const browser = this.launched;
    this.browser = undefined;
    this.launched = undefined;
    this.idle.length = 0;
    await browser?.close().catch(() => undefined);
  }
}
