/**
 * The e2e API's signing key of signed links (LINK_KEY, set in playwright.config.ts): a spec signs a
 * booking's manage link with it, as the confirmation and reminder messages do.
 */
export const E2E_LINK_KEY = Buffer.alloc(32, 'eclat-e2e-link-key').toString('base64url');
