// `npm run long-tasks -w e2e -- /find-worker [runs]`: where a cold load's main thread blocks. Loads the
// page of a running site (SITE_URL, http://localhost:3000 unless set; `npm start` serves one) in the
// bench's browser with a 4x slower CPU (real throttling, as a phone, not Lighthouse's simulation), and
// prints each run's main-thread time, its long tasks (over 50 ms) and what each spent its time on, from
// Chromium's trace. Lighthouse gives totals; this says which task to cut, and shows a change's effect on
// each (the run-to-run spread on the 2-core machine is ±20 %, so compare medians of several runs).
// `AS_LIGHTHOUSE=1` attaches the debugger as Lighthouse does, whose cost its figures carry and a phone's load
// does not (docs/performance.md, "Lighthouse runs the page under the debugger").
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/browser';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** The events that say what a task did: a script run, a timer, parsing, style and layout. */
const TELLING = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'ParseHTML',
  'EventDispatch',
  'FireAnimationFrame',
  'Document::recalcStyle',
  'LocalFrameView::performLayout',
]);

const LONG_TASK_US = 50_000;

async function traceOf(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (process.env.AS_LIGHTHOUSE) {
      // As Lighthouse does before every load (enableAsyncStacks, lighthouse/core/gather/driver/prepare.js).
      await session.send('Debugger.enable');
      await session.send('Debugger.setSkipAllPauses', { skip: true });
      await session.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2_000);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[]) {
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const long = tasks.filter((task) => task.dur! > LONG_TASK_US);
  const ms = (us: number) => Math.round(us / 1000);
  const total = tasks.reduce((sum, task) => sum + task.dur!, 0);
  const blocking = long.reduce((sum, task) => sum + task.dur! - LONG_TASK_US, 0);
  console.log(`main thread ${ms(total)} ms in tasks; ${long.length} long tasks, ${ms(blocking)} ms over 50 ms`);
  const start = tasks[0]?.ts ?? 0;
  for (const task of long) {
    const inside = onMain.filter(
      (e) => TELLING.has(e.name) && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! > 3_000,
    );
    const what = inside.map((e) => {
      const script = e.args?.data?.url?.split('/').pop();
      return `${e.name}${script ? ` ${script}` : ''} ${ms(e.dur!)}`;
    });
    console.log(
      `  at ${ms(task.ts - start)} ms, ${ms(task.dur!)} ms: ${what.slice(0, 5).join(' | ') || 'the browser’s own'}`,
    );
  }
}

const [path = '/', runs = '1'] = process.argv.slice(2);
const url = new URL(path, process.env.SITE_URL ?? 'http://localhost:3000').href;
for (let run = 0; run < Number(runs); run++) report(await traceOf(url));
