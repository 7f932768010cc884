/** The anchor of the cookie choice on /privacy-policy (ConsentControls), which the footer links to. */
export const COOKIE_SETTINGS_ID = 'cookie-settings';
