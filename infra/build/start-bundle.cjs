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

/**
 * The members, in order, in at most `parts` runs of about equal size (a member is never cut): each run
 * becomes a script of its own, which a phone compiles and runs in a task of its own. The entry, last
 * of the members, is last of the last run.
 * @template {{ code: string }} M
 * @param {M[]} members
 * @param {number} parts
 * @returns {M[][]}
 */
function splitStartFiles(members, parts) {
  const total = members.reduce((sum, { code }) => sum + code.length, 0);
  const runs = [];
  let size = 0;
  for (const member of members) {
    // A new run starts once the runs before it hold their share of the whole.
    if (runs.length === 0 || (runs.length < parts && size >= (total * runs.length) / parts)) runs.push([]);
    runs.at(-1).push(member);
    size += member.code.length;
  }
  return runs;
}

module.exports = { bundleStartFiles, splitStartFiles };
