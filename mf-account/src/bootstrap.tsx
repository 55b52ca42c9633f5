import { mountStandalone } from '@fairgo/shared/spa';
import { App } from './app/app';

// Runs this remote alone, with a local platform contract (`npm run dev -w mf-account`).
mountStandalone('mf_account', App, document.getElementById('root')!);
