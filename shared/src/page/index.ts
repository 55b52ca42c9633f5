// What the shell's host and the shell agree on in a served page (docs/architecture.md, "How a page is
// served"): the host sets the registry and the active remote's prerendered frame into the HTML; the
// shell reads them back. Each file is one part of that agreement.
export { ownsPath, readServedFrames, REMOTE_OUTLET_ID, servedSlotHtml, slotId } from './slots';
export { jsonForScript, readInlineRegistry, REGISTRY_SCRIPT_ID } from './inline-registry';
export { START_TEMPLATE_ID } from './start';
export {
  FRAMES_FILE,
  type FramesFile,
  GLOBAL_STYLES_MARK,
  isPage,
  SERVED_READ_SCHEME,
  takeServedReads,
} from './frames';
export { REQUIRES_SESSION_ATTRIBUTE, SIGNED_OUT_REDIRECT_SCRIPT } from './signed-out';
export {
  type ChunkGroupFiles,
  type FederationManifest,
  remoteEntryUrl,
  spaChunkUrls,
  startupShareUrls,
  type StartupShares,
} from './federation-manifest';
export { pagePath } from './page-path';
export { SERVED_STYLES_ATTRIBUTE, servedStyleNames } from './served-styles';
export { pagesOnDemand, partOnDemand, type PageLoader } from './pages-on-demand';
export {
  BUCKET_COOKIE,
  BUCKET_KEY,
  BUCKET_PATTERN,
  bucketCookie,
  bucketFromCookie,
  forVisitor,
  inCanary,
} from './canary';
