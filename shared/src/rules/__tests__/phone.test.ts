import { groupedPhone, normalPhone } from '../phone';

describe('phone numbers', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['0412-345-678', '0412345678'],
    ['(02) 9876 5432', '0298765432'],
    ['+61 412 345 678', '0412345678'],
    ['+61 (0)2 9876 5432', '0298765432'],
    ['  0412345678 ', '0412345678'],
    ['call me', 'call me'],
    ['0412 345 678 ext 2', '0412 345 678 ext 2'],
  ])('keeps %j as %j', (typed, kept) => expect(normalPhone(typed)).toBe(kept));

  it.each([
    ['0412345678', '0412 345 678'],
    ['0298765432', '02 9876 5432'],
    ['1300123456', '1300 123 456'],
    ['123456', '123456'],
  ])('shows %s as %s', (kept, shown) => expect(groupedPhone(kept)).toBe(shown));
});
