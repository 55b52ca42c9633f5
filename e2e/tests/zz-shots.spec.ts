import { test } from '../support/fixtures';
import { apiToken, callByApi, offerByApi, postTaskByApi, sessionOf, showAs, taskByApi } from '../support/tasks-api';

const OWNER = 'employer@demo.fairgo.au';
const TASKER = 'worker@demo.fairgo.au';
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`shots ${name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const owner = await apiToken(request, OWNER);
    const tasker = await apiToken(request, TASKER);
    const taskId = await postTaskByApi(request, owner, `Shot task ${name}`);
    await offerByApi(request, tasker, taskId, 100);
    await showAs(page, request, OWNER);
    await page.goto(`/tasks/task/${taskId}`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${name}-owner-open.png`, fullPage: false });
    await showAs(page, request, TASKER);
    await page.goto(`/tasks/task/${taskId}`);
    await page.getByRole('button', { name: 'Update offer' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${name}-tasker-edit.png` });
    await page.getByRole('button', { name: 'Report this task' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${name}-report.png` });
    // accepted with a request
    const [offer] = (await taskByApi(request, owner, taskId)).offers;
    await callByApi(request, owner, `/offers/acceptOffer/${offer._id}`);
    await callByApi(request, tasker, `/tasks/requestCancellation/${taskId}`, { reason: 'My van broke down.' });
    await showAs(page, request, OWNER);
    await page.goto(`/tasks/task/${taskId}`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}-cancel-request.png` });
    await callByApi(request, owner, `/tasks/answerCancellation/${taskId}`, { accept: false });
    await callByApi(request, tasker, `/tasks/markCompletedByAssignee/${taskId}`);
    await callByApi(request, owner, `/tasks/markCompletedByOwner/${taskId}`);
    await page.goto(`/tasks/task/${taskId}`);
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.waitForTimeout(500);
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/${name}-review.png` });
    await page.goto('/tasks/view/allTasks');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-list.png` });
    const { user } = await sessionOf(request, TASKER);
    await page.goto(`/people/${user._id}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-person.png`, fullPage: true });
    await page.goto('/find-worker');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/shots/${name}-listings.png` });
    await showAs(page, request, 'admin@demo.fairgo.au');
    await callByApi(request, tasker, '/reports', {
      subject: 'task',
      subjectId: taskId,
      reason: 'Scam or fraud',
      note: 'Asked me for cash.',
    }).catch(() => undefined);
    await page.goto('/reports');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-reports.png`, fullPage: true });
  });
}
