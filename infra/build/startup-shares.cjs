// What an app's copies of shared modules load, recorded in its Module Federation manifest
// (`metaData.startupShares`): the shared modules each expose consumes in its own chunks; for each shared
// module the app provides, the files its copy loads and the shared modules that copy consumes in turn; and
// each page that loads on demand (`pagesOnDemand`) whose chunk is named `page-<name>` (webpackChunkName),
// as the path `/<name>`, with its files and what it consumes. The federation runtime asks for these only
// once a remote's entry has run (share negotiation), one round trip after the page's first files; the
// shell's host reads the path's remote's record and its own to preload them with the page instead
// (`startupShareUrls`, @fairgo/shared/page; `readHostBuild`, infra/hosting/src/pages/page-source.ts).

/** The JS files of a chunk group's chunks, in order. */
const jsFilesOf = (group) =>
  [...group.chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();

/** The share keys a chunk group's chunks consume (their ConsumeSharedModules), in order. */
function consumesOf(chunkGraph, group) {
  const keys = new Set();
  for (const chunk of group.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name === 'ConsumeSharedModule') keys.add(module.options.shareKey);
    }
  }
  return [...keys].sort();
}

const PAGE_CHUNK = /^page-(.+)$/;

function startupSharesOf(compilation) {
  const { chunkGraph } = compilation;
  const exposes = {};
  const shares = {};
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const page = PAGE_CHUNK.exec(name)?.[1];
    if (page) pages[`/${page}`] = { files: jsFilesOf(group), consumes: consumesOf(chunkGraph, group) };
  }
  for (const module of compilation.modules) {
    const kind = module.constructor.name;
    if (kind === 'ContainerEntryModule') {
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) exposes[block.loc.name] = consumesOf(chunkGraph, group);
      }
    } else if (kind === 'ProvideSharedModule' && module.blocks[0]) {
      const group = chunkGraph.getBlockChunkGroup(module.blocks[0]);
      if (group) shares[module._name] = { files: jsFilesOf(group), consumes: consumesOf(chunkGraph, group) };
    }
  }
  return { exposes, shares, pages };
}

/**
 * The manifest's `additionalData` hook: the stats it is made from, with the startup shares. The manifest is
 * written once the chunks' files have their final names (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
 */
const addStartupShares = ({ stats, compilation }) => ({
  ...stats,
  metaData: { ...stats.metaData, startupShares: startupSharesOf(compilation) },
});

module.exports = { addStartupShares, jsFilesOf };
