import { formOf } from '../form-of';

describe('formOf', () => {
  it('sends each field as it is, a list as its name repeated, and leaves out the empty ones', () => {
    const photo = new File(['a'], 'a.png', { type: 'image/png' });
    const other = new File(['b'], 'b.png', { type: 'image/png' });
    const form = formOf({ title: 'Mow', location: '', images: [photo, other], profileImage: null, company: undefined });

    expect([...form.keys()]).toEqual(['title', 'location', 'images', 'images']);
    expect(form.get('location')).toBe('');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.has('profileImage')).toBe(false);
  });
});
