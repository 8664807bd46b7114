// The front-end apps of the platform: the shell and the five remotes (folder → federation name).
export const SHELL = { dir: 'shell', name: 'shell' };
export const REMOTES = [
  { dir: 'mf-auth', name: 'mf_auth' },
  { dir: 'mf-customer', name: 'mf_customer' },
  { dir: 'mf-company', name: 'mf_company' },
  { dir: 'mf-payments', name: 'mf_payments' },
  { dir: 'mf-admin', name: 'mf_admin' },
];
