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

// Accessible everywhere: every route of the route table, as a visitor and signed in (an admin, who may
// open every page), on a desktop and a phone, has no serious or critical axe-core violation.

// Each test only reads: they are shared out between the workers (one site each), not run as one file.
test.describe.configure({ mode: 'parallel' });

for (const [viewportName, viewport] of Object.entries(VIEWPORTS))
  test.describe(`axe on every route, ${viewportName}`, () => {
    // The landing page's sections fade in as they scroll into view (a scroll-driven animation): out of
    // view they are see-through by design, which axe would read as faint text. Less motion shows every
    // section as it stands once in view.
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const [route, heading] of ROUTES) {
      test(`${route} as a visitor`, async ({ site: page }) => {
        await page.goto(route);
        await expect(mainHeading(page)).toHaveText(heading);
        expect(await seriousViolations(page)).toEqual([]);
      });

      test(`${route} signed in`, async ({ site: page, request }) => {
        const token = await apiToken(request, ADMIN);
        const [task] = await (
          await request.get('/api/tasks/getAllTasks', { headers: { authorization: token } })
        ).json();
        const [listing] = await (await request.get('/api/findworker/workers')).json();
        const path = route
          .replace('/tasks/task/42', `/tasks/task/${task._id}`)
          .replace('/people/42', `/people/${listing.postCreatedBy._id}`);
        await showAs(page, request, ADMIN);
        await page.goto(path);
        // A task opens in its dialog over the list, which then hides the page's heading from the tree.
        await expect(route.startsWith('/tasks/task/') ? page.getByRole('dialog') : mainHeading(page)).toBeVisible();
        // A page whose list loads after its heading is checked with its list.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
