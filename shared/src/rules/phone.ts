/**
 * Phone numbers as people type them ('0412 345 678', '(02) 9876-5432', '+61 412 345 678') and as
 * FairGo keeps them: digits only, an Australian '+61' written as the leading 0 it stands for.
 */
export const PHONE_RULE = 'Please enter a phone number of 6 to 15 digits, such as 0412 345 678.';

/** The one form a phone number is kept in; what is not a phone number comes back as typed, for the check to refuse. */
export function normalPhone(typed: string): string {
  const trimmed = typed.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/[^0-9]/g, '');
  return trimmed.startsWith('+61') ? `0${digits.slice(2).replace(/^0/, '')}` : digits;
}

/** A kept number grouped for reading: '0412 345 678', '02 9876 5432', '1300 123 456'; any other as it is. */
export function groupedPhone(phone: string): string {
  if (/^(04\d\d|1[38]00)\d{6}$/.test(phone)) return `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(phone)) return `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;
  return phone;
}
