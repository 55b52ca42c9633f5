import { mountStandalone } from '@fairgo/shared/spa';
import { App } from './app/app';

// Runs this remote alone, with a local platform contract (`npm run dev -w mf-admin`).
mountStandalone('mf_admin', App, document.getElementById('root')!);
