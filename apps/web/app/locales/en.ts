import type { Messages } from './fr.ts';

export const en: Messages = {
  defaultPageTitle: 'Online booking',
  skipToContent: 'Skip to content',
  home: 'Home',
  ourShops: 'Our shops',
  ourShop: 'Our shop',
  book: 'Book',
  bookingUnavailable: 'Online booking unavailable',
  shopsLoadFailed: 'Our shops cannot be shown right now. Please try again in a moment.',
  noShops: 'No shop is open for online booking yet.',
  retry: 'Try again',
  backHome: 'Back to home',
  notFoundTitle: 'It seems this page does not exist.',
  notFoundText: 'It may have moved, or the address may contain a typo.',
  companyErrorTitle: 'business not registered',
  companyErrorText: 'No business is registered at this address.',
  genericErrorTitle: 'An error occurred',
  genericErrorText: 'Something unexpected happened. Please try again in a moment.',
  maintenanceTitle: 'We’ll be back soon!',
  maintenanceText:
    'Our site is undergoing maintenance. We apologise for the inconvenience and thank you for your patience.',
  siteDisabledTitle: 'Site temporarily unavailable',
  debugBar: 'Debug mode: the site is disabled for visitors.',
};
