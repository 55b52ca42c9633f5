// `npm run generate:validators -w @fairgo/shared`: writes the compiled validators (./generate.ts).
import { writeFileSync } from 'node:fs';
import { generateValidators } from './generate';

const GENERATED_FILE = new URL('./validators.generated.js', import.meta.url);
const DECLARATIONS_FILE = new URL('./validators.generated.d.ts', import.meta.url);

const { code, declarations } = generateValidators();
writeFileSync(GENERATED_FILE, code);
writeFileSync(DECLARATIONS_FILE, declarations);
process.stdout.write(`wrote ${GENERATED_FILE.pathname} (${Math.round(code.length / 1024)} KB)\n`);
