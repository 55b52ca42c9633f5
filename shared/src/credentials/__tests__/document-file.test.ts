import { isPdf, saveDocument } from '../document-file';

describe('saveDocument', () => {
  it('saves a PDF through a download link, and opens no page of the site with it', () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = jest.fn();
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(new Blob([''], { type: 'image/png' }))).toBe(false);

    saveDocument(pdf, 'Police check.pdf');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('Police check.pdf');
    expect(clicked[0]!.href).toBe('blob:http://localhost/1');
    expect(open).not.toHaveBeenCalled();
    click.mockRestore();
    open.mockRestore();
  });
});
