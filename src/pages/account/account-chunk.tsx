// The account pages' chunk (page-chunks.ts): every /my-account section and the password pages load together.
export { AccountPage } from './account-page';
export { PasswordPage } from './password-page';
