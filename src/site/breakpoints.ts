// SPEC §9: the breakpoints (sm 600, md 1024, lg 1440, xl 1920), and device information refreshed
// 50 ms after the last resize. Plain constants: the browser script imports them.
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
export const DEVICE_REFRESH_MS = 50;
/** SPEC §2: above this width the desktop header takes over and the mobile menu closes itself. */
export const MOBILE_MENU_MAX_WIDTH = 1000;
