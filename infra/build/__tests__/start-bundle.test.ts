import { createRequire } from 'node:module';

const { bundleStartFiles } = createRequire(__filename)('../start-bundle.cjs') as {
  bundleStartFiles: (members: { file: string; code: string; map: object | null }[]) => {
    code: string;
    map: { version: number; sections: { offset: { line: number; column: number }; map: { file: string } }[] };
  };
};

const chunk = (id: number, lines: string[]) => ({
  file: `${id}.js`,
  code: [`//# allFunctionsCalledOnLoad`, ...lines, `//# sourceMappingURL=${id}.js.map`].join('\n'),
  map: { version: 3, file: `${id}.js`, sources: [`src/${id}.ts`], names: [], mappings: 'AAAA' },
});

describe('the start bundle', () => {
  const members = [
    chunk(7, ['(self.webpackChunkshell=self.webpackChunkshell||[]).push([[7],{', '7(){}}]);']),
    chunk(9, ['(self.webpackChunkshell=self.webpackChunkshell||[]).push([[9],{9(){}}]);']),
    { ...chunk(1, ['(()=>{/* the runtime */})();']), file: 'main.js' },
  ];
  const { code, map } = bundleStartFiles(members);
  const lines = code.split('\n');

  it('starts with its first file’s compile hint, and runs every file in order, the entry last', () => {
    expect(lines[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code.indexOf('push([[7]')).toBeLessThan(code.indexOf('push([[9]'));
    expect(code.indexOf('push([[9]')).toBeLessThan(code.indexOf('the runtime'));
  });

  it('drops its files’ own source map comments (a browser would take the last for the whole file)', () => {
    expect(code).not.toContain('sourceMappingURL');
  });

  it('maps each file’s lines to that file’s own source map', () => {
    expect(map.version).toBe(3);
    expect(map.sections.map((section) => section.map.file)).toEqual(['7.js', '9.js', '1.js']);
    for (const [index, { offset }] of map.sections.entries()) {
      expect(offset.column).toBe(0);
      // Each file's first line, the compile hint it was built with, is where its section starts.
      expect(lines[offset.line]).toBe('//# allFunctionsCalledOnLoad');
      expect(lines[offset.line + 1]).toBe(members[index]!.code.split('\n')[1]);
    }
  });

  it('leaves out the map of a file that has none, and keeps its code', () => {
    const bundled = bundleStartFiles([{ ...members[0]!, map: null }, members[1]!]);
    expect(bundled.map.sections.map((section) => section.map.file)).toEqual(['9.js']);
    expect(bundled.code).toContain('push([[7]');
  });
});
