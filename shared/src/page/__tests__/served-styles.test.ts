import { SERVED_STYLES_ATTRIBUTE, servedStyleNames } from '../served-styles';

describe('servedStyleNames', () => {
  it('reads the names each served style holds, without its key', () => {
    document.head.innerHTML =
      `<style ${SERVED_STYLES_ATTRIBUTE}="css-global g1">:root{}</style>` +
      `<style ${SERVED_STYLES_ATTRIBUTE}="css b2 c3">.x{}</style><style data-emotion="css d4">.y{}</style>`;
    try {
      expect(servedStyleNames(document)).toEqual(['g1', 'b2', 'c3']);
    } finally {
      document.head.innerHTML = '';
    }
  });
});
