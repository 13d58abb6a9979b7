import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthModalView } from './auth-modal-view';

// Server refusals arrive translated; the stories show the English texts of SPEC 8 "Account".
const meta = {
  title: 'Auth/AuthModalView',
  component: AuthModalView,
  args: {
    mode: 'login',
    busy: false,
    termsHref: '/ee/i/tellimistingimused',
    onSubmitLogin: fn(),
    onSubmitRegister: fn(),
    onSubmitForgot: fn(),
    onSwitch: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AuthModalView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** SPEC 3 authElem: the modal opens on the login pane. */
export const Login: Story = {};

/** Opened by a guard or the abandoned-cart return, saying why (SPEC 2). */
export const LoginWithNotice: Story = {
  args: { notice: 'Please log in to continue with checkout ...', values: { email: 'mari@example.ee' } },
};

/** SPEC 5 messages under the fields. */
export const LoginInvalid: Story = {
  args: { fieldErrors: { username: 'email', password: 'required' } },
};

export const LoginBusy: Story = {
  args: { busy: true, values: { email: 'mari@example.ee' } },
};

/** SPEC 8: sign-in incorrect or temporarily disabled. */
export const LoginWrongPassword: Story = {
  args: {
    values: { email: 'mari@example.ee' },
    serverError:
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  },
};

/** SPEC 8: account locked after too many failed logins. */
export const LoginLocked: Story = {
  args: {
    values: { email: 'mari@example.ee' },
    serverError: 'The account is locked. Please wait and try again or contact us.',
  },
};

export const Register: Story = { args: { mode: 'register' } };

/** Every SPEC 5 message the register pane can show at once. */
export const RegisterInvalid: Story = {
  args: {
    mode: 'register',
    fieldErrors: {
      firstname: 'nameMin2',
      lastname: 'alphabetOnly',
      email: 'email',
      password: 'passwordClasses',
      passwordConfirm: 'passwordsDiffer',
      terms: 'acceptTerms',
    },
  },
};

export const RegisterBusy: Story = { args: { mode: 'register', busy: true } };

/** SPEC 8: a customer with the same e-mail already exists. */
export const RegisterEmailExists: Story = {
  args: {
    mode: 'register',
    serverError: 'A customer with the same email address already exists in an associated website.',
  },
};

export const Forgot: Story = { args: { mode: 'forgot' } };

export const ForgotInvalid: Story = { args: { mode: 'forgot', fieldErrors: { email: 'email' } } };

export const ForgotBusy: Story = { args: { mode: 'forgot', busy: true, values: { email: 'mari@example.ee' } } };

export const ForgotSent: Story = { args: { mode: 'forgot', sent: true, values: { email: 'mari@example.ee' } } };
