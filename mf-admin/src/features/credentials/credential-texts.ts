// The texts of the admins' Credentials page, /credentials.
export const CREDENTIALS_TITLE = 'Credentials';
export const CREDENTIALS_NO_ACCESS = 'You do not have access to this page. Only administrators can verify credentials.';
export const NO_CREDENTIALS = 'No credential has been added yet.';
export const NEEDS_REASON = 'Say why it cannot be verified: the worker is told.';
