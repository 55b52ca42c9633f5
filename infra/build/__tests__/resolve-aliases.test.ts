import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as React from 'react';

const require = createRequire(__filename);
const { resolveAliases } = require('../create-app-config.cjs') as { resolveAliases: Record<string, string> };

describe('the modules every build resolves to something smaller', () => {
  it('gives wouter React’s own useSyncExternalStore, under the name it imports the shim by', async () => {
    // If wouter imported the shim another way, the shim's copy would quietly come back on every route.
    const wouter = path.join(__dirname, '../../../node_modules/wouter/src/use-sync-external-store.js');
    const source = readFileSync(wouter, 'utf8');
    const imported = /from "([^"]+)"/.exec(source)![1]!;
    expect(imported).toMatch(/^use-sync-external-store\/shim/);
    const target = resolveAliases[`${imported}$`];
    expect(target).toBe(path.join(__dirname, '../aliases/use-sync-external-store-shim.mjs'));

    const shim = (await import(target!)) as { useSyncExternalStore: unknown };
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
  });
});
