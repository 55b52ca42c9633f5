export const PASSWORD_RULE = 'Passwords are 8 to 128 characters long.';
