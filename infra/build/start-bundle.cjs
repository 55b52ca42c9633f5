// The host's start in one file: every chunk the shell's page loads at start, then its entry (the webpack
// runtime, which installs the chunks pushed before it ran), concatenated. On a phone's network the page's
// start-up waited on 22 requests queued over six connections; as one download it is interactive ~1 s sooner
// (docs/performance.md, "The shell starts from one file"). The chunks stay in the build under their own
// names too: loading one that is already installed asks for nothing.

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

const linesIn = (text) => text.split('\n').length;

/**
 * @param {{ file: string, code: string, map: object | null }[]} members each file's code and source map, in
 *   the order they are to run (the entry last)
 * @returns {{ code: string, map: object }} the bundle (without its own `sourceMappingURL`) and its index source
 *   map, one section per member at the line it starts on
 */
function bundleStartFiles(members) {
  // Each file starts with the compile hint (`compileWhileStreaming`, create-app-config.cjs), so the bundle does.
  const parts = [];
  const sections = [];
  let line = 0;
  for (const { code, map } of members) {
    const own = code.replace(SOURCE_MAP_COMMENT, '');
    if (map) sections.push({ offset: { line, column: 0 }, map });
    parts.push(own);
    line += linesIn(own);
  }
  return { code: parts.join('\n'), map: { version: 3, sections } };
}

module.exports = { bundleStartFiles };
