import { expect, test } from '../support/fixtures';
import { expectStarted } from '../support/start-up';

// The landing page stays open while a visitor reads it: what moves on it must not keep a phone's main
// thread busy. The news banner's progress is the browser's animation, not a render each 70 ms.
test('the news progress advances with no script running and nothing in the page changing', async ({ site }) => {
  await site.goto('/');
  const news = site.getByRole('region', { name: 'News' });
  await expect(news.getByRole('button', { name: 'Take a look' })).toBeVisible();
  await expectStarted(site);
  const bar = news.getByRole('presentation');
  // product.md#limits: 1% every 70 ms, so an item's turn is 7 s in 100 steps.
  expect(
    await bar.evaluate((element) => {
      const { animationName, animationDuration, animationTimingFunction } = getComputedStyle(element);
      return { animationName, animationDuration, animationTimingFunction };
    }),
  ).toEqual({ animationName: 'slide-from-left-full', animationDuration: '7s', animationTimingFunction: 'steps(100)' });

  const { changes, moved } = await news.evaluate(async (banner) => {
    const progress = banner.querySelector('[role="presentation"]')!;
    const offset = () => progress.getAnimations()[0]?.currentTime;
    const changes: string[] = [];
    const watch = new MutationObserver((records) =>
      changes.push(...records.map((record) => `${record.type} ${record.attributeName ?? ''}`)),
    );
    watch.observe(banner, { subtree: true, childList: true, attributes: true, characterData: true });
    const before = offset();
    await new Promise((resolve) => setTimeout(resolve, 700));
    watch.disconnect();
    return { changes, moved: Number(offset()) - Number(before) };
  });
  // Ten ticks went by: the bar moved on, and React drew nothing.
  expect(moved).toBeGreaterThanOrEqual(600);
  expect(changes).toEqual([]);
});
