import { modulesEn } from './modules/index.js';
import type { ApiMessageKey } from './pt-BR.js';
import { sharedEn } from './shared.en.js';

// Messages the API sends, in English.
export const en: Record<ApiMessageKey, string> = {
  ...sharedEn,
  ...modulesEn,

  'auth.failed': 'These credentials do not match our records.',
  'auth.user_disabled': 'Your user is disabled. Ask your company administrators.',
  'auth.company_disabled': 'Your company is disabled. Please contact support.',
  'auth.selected_company_disabled': 'The selected company is disabled.',
  'auth.selected_company_invalid': 'You do not have access to the selected company.',
  'auth.company_required': 'Choose the company you want to enter.',
  'auth.otp_required': 'Enter the verification code from your authenticator app.',
  'auth.otp_invalid': 'Invalid verification code.',
  'auth.throttle': 'Too many login attempts. Please try again in :seconds seconds.',
  'limits.mail': 'Too many attempts. Please try again in :seconds seconds.',
  'auth.refresh_invalid': 'Invalid or expired session, sign in again.',
  'auth.logout_success': 'You have signed out successfully.',
  'auth.company_switched': 'You are now in :empresa.',
  'auth.otp_enabled': 'Two-factor authentication enabled.',
  'auth.otp_disabled': 'Two-factor authentication disabled.',
  'auth.otp_not_enrolled': 'Generate a new QR code before enabling two-factor authentication.',
  'auth.otp_already_enabled': 'Two-factor authentication is already enabled.',
  'auth.otp_already_disabled': 'Two-factor authentication is already disabled.',

  'register.success': 'Sign-up complete! Your trial has started.',
  'register.email_taken': 'This e-mail is already in use.',
  'register.document_taken': 'This document is already registered.',
  'register.company_not_found': 'Company not found.',
  'register.recaptcha_failed': 'We could not confirm you are not a robot. Please try again.',
  'register.pre_success': 'Registration received! We sent a confirmation link to your e-mail.',
  'register.confirm_success': 'E-mail confirmed successfully!',
  'register.confirm_invalid': 'Invalid or expired confirmation link.',
  'register.confirm_pending': 'Confirm your e-mail before completing the registration.',
  'register.already_completed':
    'This registration is already complete. Sign in with your e-mail and password.',
  'register.terms_required': 'To create the account, read and accept the terms of use and privacy policy.',
  'register.terms_changed':
    'The terms of use and privacy policy were updated. Read the current version and accept it again.',
  'register.email_unverified':
    'Confirm your e-mail before sending documents for signature or campaigns. Use the link we sent to :email or ask for a new one.',
  'register.verification_sent': 'We sent a new confirmation link to :email.',
  'register.email_already_verified': 'Your e-mail is already confirmed.',

  'invite.invalid': 'Invalid, cancelled or expired invitation.',
  'invite.accepted': 'Registration complete! You can now use the system.',
  'invite.password_mismatch':
    'An account with this e-mail exists; enter its password to accept the invitation.',

  'password.sent': 'If the e-mail is registered, we will send a link to reset the password.',
  'password.reset': 'Your password has been reset!',
  'password.token': 'This password reset link is invalid or has expired.',

  'user.language_changed': 'Language changed.',
  'user.skin_changed': 'Theme changed.',

  'terms.must_accept': 'You must accept the terms of use to continue.',
  'terms.accepted': 'Terms accepted.',
  'terms.unknown': 'Term of use not found or not approved.',

  'eula.default':
    'By using :app you agree to keep and sign documents in accordance with Brazilian law, ' +
    'including the General Data Protection Law (Law 13.709/2018) and MP 2.200-2/2001.',

  'attributes.email': 'e-mail',
  'attributes.password': 'password',
  'attributes.password_confirmation': 'password confirmation',
  'attributes.remember': 'remember me',
  'attributes.token_otp': 'verification code',
  'attributes.empresa_id': 'company',
  'attributes.lembrar_empresa': 'always enter this company',
  'attributes.empresa_padrao_id': 'company to enter',
  'attributes.company_id': 'company',
  'attributes.name': 'name',
  'attributes.nome': 'name',
  'attributes.document': 'document',
  'attributes.documento': 'document',
  'attributes.phone': 'phone',
  'attributes.grecaptcha': 'reCAPTCHA',
  'attributes.token': 'token',
  'attributes.refresh_token': 'refresh token',
  'attributes.enable': 'enable',
  'attributes.lang': 'language',
  'attributes.skin': 'theme',
  'attributes.termos': 'terms',

  'mail.greeting': 'Hello, :name!',
  'mail.signature': 'The :app team',
  'mail.ignore': 'If you did not make this request, ignore this e-mail.',
  'mail.confirm.subject': 'Confirm your e-mail on :app',
  'mail.confirm.body': 'We received your registration. To confirm your e-mail, open the link below:',
  'mail.confirm.action': 'Confirm e-mail',
  'mail.reset.subject': ':app password reset',
  'mail.reset.body':
    'We received a request to reset your account password. The link below is valid for :minutes minutes:',
  'mail.reset.action': 'Reset password',
  'mail.invite.subject': 'Invitation to join :company on :app',
  'mail.invite.body': ':inviter invited you to join :company. Complete your registration:',
  'mail.invite.action': 'Accept invitation',
};
