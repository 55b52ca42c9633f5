// `npm run generate:validators -w @fairgo/shared`: writes the compiled validators (./generate.ts).
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { generateValidators } from './generate';

const DIR = new URL('./', import.meta.url);

// A form no longer in the list leaves no module behind.
for (const file of readdirSync(DIR)) if (file.includes('.generated.')) rmSync(new URL(file, DIR));
for (const [file, content] of Object.entries(generateValidators())) {
  writeFileSync(new URL(file, DIR), content);
  process.stdout.write(`wrote ${file} (${(content.length / 1024).toFixed(1)} KB)\n`);
}
