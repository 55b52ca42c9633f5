import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldValues } from 'react-hook-form';
import { schemaResolver } from '..';
import * as validators from '../validators';
import { generateValidators } from '../validators/generate';

const resolve = async <V extends FieldValues>(resolver: ReturnType<typeof schemaResolver<object, V>>, values: V) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the form validators compiled from the contract', () => {
  it('are what the contract’s schemas compile to today (run `npm run generate:validators -w @fairgo/shared`)', () => {
    const files = generateValidators();
    const dir = join(__dirname, '../validators');
    expect(
      readdirSync(dir)
        .filter((file) => file.includes('.generated.'))
        .sort(),
    ).toEqual(Object.keys(files).sort());
    for (const [file, content] of Object.entries(files)) {
      expect([file, readFileSync(join(dir, file), 'utf8')]).toEqual([file, content]);
      // ES modules (shared is "type": "module"): a bundler would leave a require() to fail in the browser.
      expect(content).not.toMatch(/\brequire\(/);
    }
  });

  it('are one module per form, so a page bundles only its own form’s', () => {
    const files = generateValidators();
    const modules = Object.keys(files).filter((file) => /-(body|fields)\.generated\.js$/.test(file));
    expect(modules).toHaveLength(Object.keys(validators).length);
    for (const file of modules) expect(files[file]!.match(/\bexport const \w+/g)).toHaveLength(1);
    expect(files['validators.generated.js']).toContain("export { LoginBody } from './login-body.generated.js';");
    // Ajv's helpers once, in a module of their own, not a copy in each form's.
    expect(files['login-body.generated.js']).toContain("import { ucs2length } from './runtime-helpers.generated.js';");
  });

  it('check what the server checks: required fields, lengths, formats, no extra fields', () => {
    expect(validators.LoginBody({ email: 'worker@demo.fairgo.au', password: 'fairgo-demo-2026' })).toBe(true);
    expect(validators.FeedbackBody({ name: 'Ann', email: 'not-an-email', message: 'Hello' })).toBe(false);
    expect(validators.FeedbackBody.errors?.map((issue) => [issue.instancePath, issue.keyword])).toEqual([
      ['/email', 'format'],
    ]);
    expect(validators.LoginBody({ email: '', password: 'x' })).toBe(false);
    expect(validators.LoginBody({ email: 'a@b.au', password: 'x', admin: true })).toBe(false);
  });
});

describe('schemaResolver', () => {
  const resolver = schemaResolver(validators.LoginBody, { email: 'Please enter your email.' });

  it('passes valid values through', async () => {
    const values = { email: 'worker@demo.fairgo.au', password: 'fairgo-demo-2026' };
    expect(await resolve(resolver, values)).toEqual({ values, errors: {} });
  });

  it('gives each failing field one message: the form’s own, else the product’s wording for the check', async () => {
    const { errors } = await resolve(resolver, { email: '', password: '' });
    expect(errors).toEqual({
      email: { type: expect.any(String), message: 'Please enter your email.' },
      password: { type: 'minLength', message: 'This field is required.' },
    });
  });

  it('names a missing field by its property', async () => {
    const { errors } = await resolve(resolver, { email: 'a@b.au' } as never);
    expect(errors).toEqual({ password: { type: 'required', message: 'This field is required.' } });
  });

  it('leaves to the server what no field can show, as the form submits its values', async () => {
    const values = { email: 'a@b.au', password: 'secret', remember: true };
    expect(await resolve(resolver, values as never)).toEqual({ values, errors: {} });
  });
});
