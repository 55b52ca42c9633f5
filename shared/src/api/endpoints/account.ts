import { request } from '@fairgo/shared/api';

/** GET /api/account/export: everything FairGo holds about the caller, as a JSON file (a Blob). */
export const exportMyData = () => request('GET account/export');
/** DELETE /api/account: deletes the caller's account, their password asked again. */
export const deleteMyAccount = (password: string) => request('DELETE account', { json: { password } });
