import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldValues } from 'react-hook-form';
import { generateValidators } from '../validators/generate';
import { schemaResolver, validators } from '..';

const resolve = async <V extends FieldValues>(resolver: ReturnType<typeof schemaResolver<object, V>>, values: V) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the form validators compiled from the contract', () => {
  it('are what the contract’s schemas compile to today (run `npm run generate:validators -w @fairgo/shared`)', () => {
    const { code, declarations } = generateValidators();
    const dir = join(__dirname, '../validators');
    expect(readFileSync(join(dir, 'validators.generated.js'), 'utf8')).toBe(code);
    expect(readFileSync(join(dir, 'validators.generated.d.ts'), 'utf8')).toBe(declarations);
    // An ES module (shared is "type": "module"): a bundler would leave a require() to fail in the browser.
    expect(code).not.toMatch(/\brequire\(/);
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
