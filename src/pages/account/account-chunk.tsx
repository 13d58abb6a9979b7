// The account pages' chunk (src/app/routing/page-registry.tsx): every /my-account section and the password pages load together.
export { AccountPage } from './account-page';
export { PasswordPage } from './password-page';
