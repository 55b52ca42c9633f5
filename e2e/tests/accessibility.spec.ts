import AxeBuilder from '@axe-core/playwright';
import { expect, mainHeading, test } from '../support/fixtures';
import { ROUTES } from '../support/routes';
import { apiToken, showAs } from '../support/tasks-api';

const ADMIN = 'admin@demo.fairgo.au';
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** The serious and critical axe-core violations of the page as it is now, one line each. */
async function seriousViolations(page: Parameters<typeof mainHeading>[0]) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} on ${violation.nodes.length} element(s), first ${violation.nodes[0]?.html.slice(0, 160)}: ${violation.nodes[0]?.failureSummary?.split('\n')[1] ?? violation.help}`,
    );
}

// Issue 20, accessible everywhere: every route of the route table, as a visitor and signed in (an admin,
// who may open every page), on a desktop and a phone, has no serious or critical axe-core violation.
for (const [viewportName, viewport] of Object.entries(VIEWPORTS))
  test.describe(`axe on every route, ${viewportName}`, () => {
    // The landing page's sections fade in as they scroll into view (a scroll-driven animation): out of
    // view they are see-through by design, which axe would read as faint text. Less motion shows every
    // section as it stands once in view.
    test.use({ viewport, reducedMotion: 'reduce' });

    test('as a visitor', async ({ site: page }) => {
      const found: Record<string, string[]> = {};
      for (const [path, heading] of ROUTES) {
        await page.goto(path);
        await expect(mainHeading(page)).toHaveText(heading);
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test('signed in', async ({ site: page, request }) => {
      const token = await apiToken(request, ADMIN);
      const [task] = await (await request.get('/api/tasks/getAllTasks', { headers: { authorization: token } })).json();
      const [listing] = await (await request.get('/api/findworker/workers')).json();
      await showAs(page, request, ADMIN);
      const found: Record<string, string[]> = {};
      for (const [route] of ROUTES) {
        const path = route
          .replace('/tasks/task/42', `/tasks/task/${task._id}`)
          .replace('/people/42', `/people/${listing.postCreatedBy._id}`);
        await page.goto(path);
        await expect(mainHeading(page)).toBeVisible();
        // A page whose list loads after its heading is checked with its list.
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
