/**
 * Keeps the document's title that of the page on screen: its main heading and the site's name
 * ('Find a job that fits you · FairGo'), whichever app rendered it, as the host titles a served page
 * (infra/hosting/src/pages/compose-page.ts). Watching the page for its heading, rather than each page
 * setting a title, keeps every remote's page titled without a line of its own.
 */
const SITE_NAME = 'FairGo';

export function titlePagesByHeading(doc: Document = document) {
  const fallback = doc.title;
  const update = () => {
    const heading = doc.querySelector('main h1') ?? doc.querySelector('h1');
    const text = heading?.textContent?.replace(/\s+/g, ' ').trim();
    const title = text ? `${text} · ${SITE_NAME}` : fallback;
    if (doc.title !== title) doc.title = title;
  };
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      update();
    });
  }).observe(doc.body, { subtree: true, childList: true, characterData: true });
  update();
}
