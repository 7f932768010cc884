// Placeholder for the marketing tag (tag manager). Loaded only after the shopper accepts all cookies.
// Spec §1: commerce data is cleared before each push to the analytics event list.
window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ event: 'wb.consent', marketing: true });
