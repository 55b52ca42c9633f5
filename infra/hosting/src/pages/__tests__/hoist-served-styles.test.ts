import { SERVED_STYLES_ATTRIBUTE } from '@fairgo/shared/page';
import { hoistServedStyles } from '../compose-page';

const page = (head: string, body: string) => `<html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('hoistServedStyles', () => {
  it('moves every inline style of the body to the end of the head, in order, under the served attribute', () => {
    const html = page(
      '<style>body{margin:0}</style>',
      '<div id="root"><style data-emotion="css-global a1">:root{--x:1}</style><p class="css-b2">' +
        '<style data-emotion="css b2 c3">.css-b2{color:red}.css-c3{}</style>text</p></div>',
    );
    expect(hoistServedStyles(html)).toBe(
      page(
        '<style>body{margin:0}</style>' +
          `<style ${SERVED_STYLES_ATTRIBUTE}="css-global a1">:root{--x:1}</style>` +
          `<style ${SERVED_STYLES_ATTRIBUTE}="css b2 c3">.css-b2{color:red}.css-c3{}</style>`,
        '<div id="root"><p class="css-b2">text</p></div>',
      ),
    );
  });

  it('leaves a page with no inline styles, or no head, as it was', () => {
    const plain = page('<style>a{}</style>', '<p>hi</p>');
    expect(hoistServedStyles(plain)).toBe(plain);
    expect(hoistServedStyles('<p><style data-emotion="css x">.x{}</style></p>')).toBe(
      '<p><style data-emotion="css x">.x{}</style></p>',
    );
  });
});
