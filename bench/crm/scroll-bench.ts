import { signedInDemoPage } from '../lib/demo-browser';
import type { Figure } from '../lib/figures';

interface ScrollResult {
  rows: number;
  longestTask: number;
  longTasks: number;
  domRows: number;
  heapMb: number;
}

// Runs in the page, so it is text: the bench's TypeScript transform would add helpers the page lacks.
const scrollDown = `async (target) => {
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const scroller = document.querySelector('.contacts-table__scroller');
  const table = document.querySelector('table.contacts-table');
  const loaded = () => Number(table.getAttribute('aria-rowcount')) - 1;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let stalled = performance.now();
  let last = loaded();
  while (loaded() < target) {
    scroller.scrollTop = scroller.scrollHeight;
    await frame();
    if (loaded() > last) {
      last = loaded();
      stalled = performance.now();
    } else if (performance.now() - stalled > 20000) {
      throw new Error('scrolling stopped at ' + last + ' rows');
    }
  }
  return {
    rows: loaded(),
    longestTask: Math.max(0, ...longTasks),
    longTasks: longTasks.length,
    domRows: table.querySelectorAll('tbody tr').length,
    heapMb: performance.memory.usedJSHeapSize / 1048576,
  };
}`;

/**
 * A user scrolling the contacts table of the large tenant down through `rows` contacts in
 * Debian's Chromium: each time the loaded rows run out the next page is fetched (keyset), the
 * table stays virtualised. Reports how fast rows arrive, the longest main-thread task while
 * scrolling (jank), and how many table rows and how much JavaScript heap the page holds at the end.
 */
export async function measureScroll(origin: string, rows: number): Promise<Figure[]> {
  const { browser, page } = await signedInDemoPage(origin, { width: 1440, height: 900 });
  try {
    await page.evaluate(() => localStorage.setItem('smartcrm.contacts.view', 'table'));
    await page.goto(`${origin}/contacts`);
    const table = page.locator('table.contacts-table');
    await table.locator('tbody tr').first().waitFor();

    const started = performance.now();
    const result = (await page.evaluate(`(${scrollDown})(${rows})`)) as ScrollResult;
    const seconds = (performance.now() - started) / 1000;
    return [
      { name: 'crm.scroll_rows', value: result.rows, unit: 'rows' },
      { name: 'crm.scroll_rows_per_s', value: result.rows / seconds, unit: 'rows/s' },
      { name: 'crm.scroll_longest_task_ms', value: result.longestTask, unit: 'ms', target: { op: '<', value: 100 } },
      { name: 'crm.scroll_long_tasks', value: result.longTasks, unit: 'count' },
      { name: 'crm.scroll_dom_rows', value: result.domRows, unit: 'rows', target: { op: '<', value: 200 } },
      { name: 'crm.scroll_js_heap_mb', value: result.heapMb, unit: 'MB' },
    ];
  } finally {
    await browser.close();
  }
}
