import { REQUEST_LIMITS } from '@fairgo/shared/contract';
import { forwardedHeaders, isTooLarge } from '../api-proxy';

describe("the shell host's /api proxy", () => {
  it("tells the API the client's address, after any the client's own proxies reported", () => {
    expect(forwardedHeaders({ ip: '203.0.113.7' }, { host: 'x' })).toEqual({
      host: 'x',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(forwardedHeaders({ ip: '10.0.0.2' }, { 'x-forwarded-for': '203.0.113.7' })).toEqual({
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
    });
  });

  it('drops Expect: 100-continue, which its HTTP client cannot honour', () => {
    expect(forwardedHeaders({ ip: '::1' }, { expect: '100-continue', 'content-length': '9' })).toEqual({
      'content-length': '9',
      'x-forwarded-for': '::1',
    });
  });

  it('refuses, by its declared length, what the API would refuse as too large', () => {
    const json = (length: number) => ({ 'content-type': 'application/json', 'content-length': String(length) });
    expect(isTooLarge(json(REQUEST_LIMITS.formBytes))).toBe(false);
    expect(isTooLarge(json(REQUEST_LIMITS.formBytes + 1))).toBe(true);
    const form = (length: number) => ({
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(length),
    });
    expect(isTooLarge(form(5 * 1024 * 1024))).toBe(false);
    expect(isTooLarge(form(REQUEST_LIMITS.multipartBytes + 1))).toBe(true);
    expect(isTooLarge({})).toBe(false);
  });
});
