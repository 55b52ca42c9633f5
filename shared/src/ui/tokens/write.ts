// `npm run generate:tokens -w @fairgo/shared`: writes the design system's snapshot (./generate.ts).
import { writeFileSync } from 'node:fs';
import { generateSnapshot } from './generate';

const GENERATED_FILE = new URL('./tokens.generated.js', import.meta.url);
const DECLARATIONS_FILE = new URL('./tokens.generated.d.ts', import.meta.url);

const { code, declarations } = generateSnapshot();
writeFileSync(GENERATED_FILE, code);
writeFileSync(DECLARATIONS_FILE, declarations);
process.stdout.write(`wrote ${GENERATED_FILE.pathname} (${Math.round(code.length / 1024)} KB)\n`);
