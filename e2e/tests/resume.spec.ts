import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';

/** A one-page PDF résumé, with an author in its metadata that FairGo should not keep. */
async function resumePdf() {
  const pdf = await PDFDocument.create();
  pdf.setAuthor('Wendy at home');
  const page = pdf.addPage([300, 200]);
  page.drawText('Wendy Worker: barista, 4 years', {
    x: 20,
    y: 150,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

test('a worker uploads a résumé on a phone; a member employer downloads it from the card as a file; the worker sees the count', async ({
  site: page,
  request,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, 'worker@demo.fairgo.au');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your résumé' });
  await section
    .getByLabel('Résumé file')
    .setInputFiles({ name: 'wendy.pdf', mimeType: 'application/pdf', buffer: await resumePdf() });
  await expect(page.getByRole('dialog')).toContainText('Your résumé was saved.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(section).toContainText('downloaded by 0 employers');

  const desk = await browser.newContext({ baseURL: new URL(page.url()).origin, acceptDownloads: true });
  const office = await desk.newPage();
  await signInAs(office, desk.request, 'employer@demo.fairgo.au');
  await office.goto('/find-worker');
  const card = office.getByRole('article', { name: 'Wendy Worker' }).first();
  // A card is drawn in full once it comes near the screen.
  await card.scrollIntoViewIfNeeded();
  // Enabled: the employer is a member and the card knows of the résumé just uploaded.
  const downloadButton = card.getByRole('button', { name: 'Download Resume' });
  await expect(downloadButton).toBeEnabled();
  const [download] = await Promise.all([office.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('resume-Wendy-Worker.pdf');
  const saved = readFileSync((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.toString('latin1')).not.toContain('Wendy at home');
  await desk.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Your résumé' })).toContainText('downloaded by 1 employer');
});

test('Download Resume stays disabled, with its tooltip, for a visitor', async ({ site: page }) => {
  await page.goto('/find-worker');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('button', { name: /Download Resume/ })).toBeDisabled();
  await expect(
    card.getByLabel('Download Resume: This feature will be available soon for paid employers.'),
  ).toBeVisible();
});
